import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_CONTACTS_PER_WEEK,
  CONTACT_CAP_WINDOW_MS,
  isPermittedContactHour,
  isPermittedContactTime,
  nextPermittedContactTime,
} from './contact-policy';

/** An instant from Lagos wall-clock time: '2026-03-02T09:00' (Lagos is UTC+1 all year). */
const lagos = (wallClock: string) => Date.parse(`${wallClock}:00+01:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('collection messages go only from 08:00 to 20:00 Lagos time, never on a Sunday or a public holiday', () => {
  it.each([
    ['Monday 09:00', '2026-03-02T09:00', '2026-03-02T09:00'],
    ['Monday 08:00, the first permitted minute', '2026-03-02T08:00', '2026-03-02T08:00'],
    ['Monday 07:59 waits a minute', '2026-03-02T07:59', '2026-03-02T08:00'],
    ['Monday 19:59 goes', '2026-03-02T19:59', '2026-03-02T19:59'],
    ['Monday 20:00 waits for Tuesday morning', '2026-03-02T20:00', '2026-03-03T08:00'],
    ['Monday 23:30 waits for Tuesday morning', '2026-03-02T23:30', '2026-03-03T08:00'],
    ['Tuesday 02:00 waits for 08:00', '2026-03-03T02:00', '2026-03-03T08:00'],
    ['Saturday 14:00 goes', '2026-03-07T14:00', '2026-03-07T14:00'],
    ['Saturday 21:00 skips Sunday', '2026-03-07T21:00', '2026-03-09T08:00'],
    ['Sunday noon waits for Monday', '2026-03-08T12:00', '2026-03-09T08:00'],
    [
      'Good Friday to Easter Monday wait for Saturday (Good Friday 3 April 2026)',
      '2026-04-02T21:00',
      '2026-04-04T08:00',
    ],
    ['Easter Sunday and Monday wait for Tuesday', '2026-04-05T10:00', '2026-04-07T08:00'],
    [
      'Christmas, Boxing Day (a Saturday), Sunday and its Monday substitute wait for Tuesday',
      '2026-12-25T10:00',
      '2026-12-29T08:00',
    ],
    ["New Year's Day waits for the 2nd", '2027-01-01T09:00', '2027-01-02T08:00'],
  ])('%s', (_, at, expected) => {
    expect(nextPermittedContactTime(lagos(at), [])).toBe(lagos(expected));
    expect(isPermittedContactHour(lagos(at))).toBe(at === expected);
  });
});

describe(`at most ${COLLECTION_CONTACTS_PER_WEEK} collection contacts per order in any 7 days`, () => {
  const monToWed = [lagos('2026-03-02T09:00'), lagos('2026-03-03T09:00'), lagos('2026-03-04T09:00')];

  it('two contacts this week leave room for a third at once', () => {
    const two = monToWed.slice(0, 2);
    expect(isPermittedContactTime(lagos('2026-03-05T10:00'), two)).toBe(true);
    expect(nextPermittedContactTime(lagos('2026-03-05T10:00'), two)).toBe(lagos('2026-03-05T10:00'));
  });

  it('a fourth waits until the first is 7 days old (next Monday 09:00)', () => {
    expect(isPermittedContactTime(lagos('2026-03-05T10:00'), monToWed)).toBe(false);
    expect(nextPermittedContactTime(lagos('2026-03-05T10:00'), monToWed)).toBe(lagos('2026-03-09T09:00'));
  });

  it('a contact leaving the window on a Sunday frees the cap on Monday 08:00', () => {
    const fromSunday = [lagos('2026-03-01T19:00'), lagos('2026-03-02T09:00'), lagos('2026-03-03T09:00')];
    expect(nextPermittedContactTime(lagos('2026-03-04T10:00'), fromSunday)).toBe(lagos('2026-03-09T08:00'));
  });

  it('contacts already scheduled later count too: three held to Tuesday 08:00 keep a new one out of their week', () => {
    const held = [lagos('2026-03-03T08:00'), lagos('2026-03-03T08:00'), lagos('2026-03-03T08:00')];
    expect(isPermittedContactTime(lagos('2026-03-02T10:00'), held)).toBe(false);
    expect(nextPermittedContactTime(lagos('2026-03-02T10:00'), held)).toBe(lagos('2026-03-10T08:00'));
  });

  it('contacts older than 7 days do not count', () => {
    const lastWeek = monToWed.map((t) => t - CONTACT_CAP_WINDOW_MS);
    expect(isPermittedContactTime(lagos('2026-03-02T09:00'), lastWeek)).toBe(true);
  });
});

describe('nextPermittedContactTime is the earliest permitted instant at or after the one asked', () => {
  // Instants from 2025 to 2030 (the holiday table's years), contacts within ten days either side.
  const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 11, 1) });
  const offsets = fc.array(fc.integer({ min: -10 * DAY_MS, max: 10 * DAY_MS }), { maxLength: 8 });
  const fractions = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 });

  it('returns a permitted time, never earlier than asked, with no permitted time before it', () => {
    fc.assert(
      fc.property(instant, offsets, fractions, (at, contactOffsets, samples) => {
        const contacts = contactOffsets.map((offset) => at + offset);
        const next = nextPermittedContactTime(at, contacts);
        expect(next).toBeGreaterThanOrEqual(at);
        expect(isPermittedContactTime(next, contacts)).toBe(true);
        if (next === at) return;
        expect(isPermittedContactTime(next - 1, contacts)).toBe(false);
        for (const fraction of samples) {
          const earlier = Math.min(next - 1, at + Math.floor(fraction * (next - at)));
          expect(isPermittedContactTime(earlier, contacts)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
