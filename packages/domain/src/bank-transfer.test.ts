import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTransfer,
  expireTransferAccount,
  openTransferAccount,
  TRANSFER_ACCOUNT_LIFETIME_MINUTES,
  type TransferAccountState,
  type TransferDecision,
  type TransferNotice,
  transferAccountExpiresAt,
} from './bank-transfer';
import { type Kobo, kobo } from './money';

const ISSUED = Date.UTC(2026, 11, 5, 9, 0, 0);
const EXPIRES = ISSUED + 30 * 60_000;
/** ₦43,887.50 expected. */
const EXPECTED = kobo(4_388_750);

let count = 0;
const notice = (amount: number, receivedAt = ISSUED + 60_000, providerReference = `T${++count}`) => ({
  amountKobo: kobo(amount),
  receivedAt,
  providerReference,
});

/** Applies notices in turn; answers every decision and the final state. */
function apply(notices: TransferNotice[], account = openTransferAccount(EXPECTED, ISSUED)) {
  const decisions: TransferDecision[] = [];
  let state: TransferAccountState = account;
  for (const each of notices) {
    const { decision, next } = decideTransfer(state, each);
    decisions.push(decision);
    state = next;
  }
  return { decisions, state };
}

describe('a one-time transfer account lives 30 minutes (Paystack Pay with Transfer default)', () => {
  it('expires 30 minutes after it was issued', () => {
    expect(TRANSFER_ACCOUNT_LIFETIME_MINUTES).toBe(30);
    expect(transferAccountExpiresAt(ISSUED)).toBe(EXPIRES);
    expect(openTransferAccount(EXPECTED, ISSUED)).toEqual({
      expectedKobo: EXPECTED,
      expiresAt: EXPIRES,
      heldKobo: 0,
      status: 'open',
      references: [],
    });
  });

  it.each([0, -100, 12.5])('refuses an account for %s kobo', (amount) => {
    expect(() => openTransferAccount(amount as Kobo, ISSUED)).toThrow(RangeError);
  });
});

describe('each notice decides how many kobo settle and how many are refunded', () => {
  it.each<[string, number[], Partial<TransferDecision>[], TransferAccountState['status']]>([
    [
      'exact',
      [4_388_750],
      [{ kind: 'settle', reason: 'exact', settleKobo: kobo(4_388_750), refundKobo: kobo(0) }],
      'settled',
    ],
    [
      'over: settle and refund the surplus',
      [4_400_000],
      [{ kind: 'settle', reason: 'over', settleKobo: kobo(4_388_750), refundKobo: kobo(11_250) }],
      'settled',
    ],
    [
      'short: wait, still due is the rest',
      [4_000_000],
      [{ kind: 'wait', settleKobo: kobo(0), refundKobo: kobo(0), stillDueKobo: kobo(388_750) }],
      'open',
    ],
    [
      'short then the rest: settle exactly',
      [4_000_000, 388_750],
      [
        { kind: 'wait' },
        { kind: 'settle', reason: 'exact', settleKobo: kobo(4_388_750), refundKobo: kobo(0) },
      ],
      'settled',
    ],
    [
      'short then too much: settle and refund what is above',
      [4_000_000, 500_000],
      [
        { kind: 'wait' },
        { kind: 'settle', reason: 'over', settleKobo: kobo(4_388_750), refundKobo: kobo(111_250) },
      ],
      'settled',
    ],
    [
      'a second transfer after the account was settled: refunded in full',
      [4_388_750, 4_388_750],
      [
        { kind: 'settle' },
        { kind: 'refund', reason: 'already-settled', settleKobo: kobo(0), refundKobo: kobo(4_388_750) },
      ],
      'settled',
    ],
  ])('%s', (_, amounts, expected, status) => {
    const { decisions, state } = apply(amounts.map((amount) => notice(amount)));
    for (const [i, decision] of decisions.entries()) expect(decision).toMatchObject(expected[i] ?? {});
    expect(state.status).toBe(status);
  });

  it('a transfer received at or after the expiry is refunded in full, with what was held; the order is not revived', () => {
    const onTheDot = apply([notice(4_388_750, EXPIRES)]);
    expect(onTheDot.decisions[0]).toEqual({
      kind: 'refund',
      reason: 'expired',
      settleKobo: 0,
      refundKobo: 4_388_750,
    });
    expect(onTheDot.state.status).toBe('expired');

    const shortThenLate = apply([notice(1_000_000), notice(3_388_750, EXPIRES + 1)]);
    expect(shortThenLate.decisions[1]).toEqual({
      kind: 'refund',
      reason: 'expired',
      settleKobo: 0,
      refundKobo: 4_388_750,
    });
    expect(shortThenLate.state).toMatchObject({ status: 'expired', heldKobo: 0 });

    // Once expired, even a notice stamped before the expiry (delivered out of order) is refunded.
    const after = decideTransfer(shortThenLate.state, notice(5_000, ISSUED + 1));
    expect(after.decision).toMatchObject({ kind: 'refund', reason: 'expired', refundKobo: 5_000 });
  });

  it('the same provider reference again is a duplicate: nothing moves, in any state', () => {
    const first = notice(1_000_000);
    const waiting = apply([first]);
    expect(decideTransfer(waiting.state, first)).toEqual({
      decision: { kind: 'duplicate', settleKobo: 0, refundKobo: 0 },
      next: waiting.state,
    });
    const settled = apply([first, notice(3_388_750)]);
    expect(decideTransfer(settled.state, first).decision.kind).toBe('duplicate');
  });

  it.each([0, -1, 1.5])('refuses a notice of %s kobo', (amount) => {
    expect(() =>
      decideTransfer(openTransferAccount(EXPECTED, ISSUED), { ...notice(1), amountKobo: amount as Kobo }),
    ).toThrow(RangeError);
  });
});

describe('the expiry refunds what short transfers left held', () => {
  it('refunds everything held at the expiry, and nothing before it', () => {
    const { state } = apply([notice(1_000_000), notice(2_000_000)]);
    expect(expireTransferAccount(state, EXPIRES - 1)).toBeNull();
    expect(expireTransferAccount(state, EXPIRES)).toEqual({
      decision: { kind: 'refund', reason: 'expired', settleKobo: 0, refundKobo: 3_000_000 },
      next: { ...state, heldKobo: 0, status: 'expired' },
    });
  });

  it('closes an untouched account with nothing to refund; leaves a settled or expired one alone', () => {
    const open = openTransferAccount(EXPECTED, ISSUED);
    expect(expireTransferAccount(open, EXPIRES)?.decision.refundKobo).toBe(0);
    expect(expireTransferAccount(apply([notice(4_388_750)]).state, EXPIRES)).toBeNull();
    expect(expireTransferAccount(apply([notice(1, EXPIRES)]).state, EXPIRES + 1)).toBeNull();
  });
});

describe('properties', () => {
  const notices = fc.array(
    fc.record({
      amountKobo: fc.integer({ min: 1, max: 10_000_000 }).map(kobo),
      receivedAt: fc.integer({ min: ISSUED, max: EXPIRES + 60_000 }),
      providerReference: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'),
    }),
    { maxLength: 12 },
  );

  it('settled + refunded = received (duplicates counted once), never negative; a duplicate never moves money', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }).map(kobo), notices, (expected, sequence) => {
        const { decisions, state } = apply(sequence, openTransferAccount(expected, ISSUED));
        const closing = expireTransferAccount(state, EXPIRES);
        const all = closing ? [...decisions, closing.decision] : decisions;
        const seen = new Set<string>();
        let received = 0;
        sequence.forEach((each, i) => {
          if (seen.has(each.providerReference)) expect(decisions[i]?.kind).toBe('duplicate');
          else received += each.amountKobo;
          seen.add(each.providerReference);
        });
        for (const decision of all) {
          expect(decision.settleKobo).toBeGreaterThanOrEqual(0);
          expect(decision.refundKobo).toBeGreaterThanOrEqual(0);
          if (decision.kind === 'duplicate') expect(decision.settleKobo + decision.refundKobo).toBe(0);
        }
        const settled = all.reduce((sum, d) => sum + d.settleKobo, 0);
        const refunded = all.reduce((sum, d) => sum + d.refundKobo, 0);
        expect(settled + refunded).toBe(received);
        // A payment settles at most once, and only for what was expected.
        expect([0, expected]).toContain(settled);
      }),
    );
  });
});
