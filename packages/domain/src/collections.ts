/**
 * The console's collections tools (issue 45), as rules: a payment made outside the shop (a bank transfer or
 * cash at a partner) and the instalments it pays; moving the remaining dates (reschedule) or spreading what is
 * left over more instalments (restructure) for a shopper in hardship; waiving a late payment charge; writing
 * off what is left. Every rule keeps the total owed as it was: nothing here adds a charge. The caps are Oja's
 * choice, not the spec's, and listed in docs/product-rules.md.
 */
import { addDays, addMonths, type CalendarDate, parseCalendarDate } from './calendar';
import { type FieldErrors, text, toValidation, type Validation } from './form';
import { calendarDaysBetween } from './instalment-dates';
import { daysLate, lateCharge } from './instalment-late';
import { formatKobo, type Kobo, kobo, sumKobo } from './money';
import type { PaymentPlanType } from './payment-options';

/** One instalment of an order as the tools read it (number 1 and up; the first payment is not one). */
export interface BookInstalment {
  number: number;
  amountKobo: Kobo;
  dueDate: CalendarDate;
  status: 'unpaid' | 'failed' | 'paid';
}

/** How money paid outside the shop arrived. */
export const OUTSIDE_PAYMENT_METHODS = ['bank-transfer', 'cash-at-partner'] as const;
export type OutsidePaymentMethod = (typeof OUTSIDE_PAYMENT_METHODS)[number];

/** The collections tools, as the audit trail and the maker-checker queue name them. */
export const COLLECTION_ACTION_KINDS = [
  'outside-payment',
  'reschedule',
  'restructure',
  'waiver',
  'write-off',
] as const;
export type CollectionActionKind = (typeof COLLECTION_ACTION_KINDS)[number];

/** How the shopper agreed to a new schedule, as the operator records it. */
export const AGREEMENT_CHANNELS = ['phone', 'in-person', 'email', 'whatsapp'] as const;
export type AgreementChannel = (typeof AGREEMENT_CHANNELS)[number];

/** Oja's choice: a reschedule moves the remaining dates by 1 to 90 days. */
export const RESCHEDULE_MAX_DAYS = 90;
/** Oja's choice: a restructured order has at most 24 instalments in all. */
export const RESTRUCTURE_MAX_INSTALMENTS = 24;
/** Oja's choice: a restructured schedule's first new date is within 60 days. */
export const RESTRUCTURE_MAX_START_DAYS = 60;
/** Oja's choice: an agreement is recorded within 30 days of being given. */
export const AGREEMENT_MAX_AGE_DAYS = 30;

export const COLLECTION_REASON_INVALID =
  'Give the reason, in 10 to 500 characters: it is kept in the audit trail';
export const OUTSIDE_AMOUNT_INVALID = 'Enter the amount received as a whole number of kobo, more than 0';
export const OUTSIDE_METHOD_INVALID = 'Choose how the money arrived: bank transfer or cash at a partner';
export const OUTSIDE_DATE_INVALID = 'Enter the day the money arrived: a date that is not in the future';
export const OUTSIDE_REFERENCE_INVALID =
  "Enter the bank's or partner's reference: 4 to 64 letters, digits, '-', '/' or '_'";
export const OUTSIDE_NOTE_INVALID = 'Keep the note under 500 characters';
export const AGREEMENT_CHANNEL_INVALID = 'Choose how the shopper agreed: phone, in person, email or WhatsApp';
export const AGREEMENT_TIME_INVALID =
  'Enter when the shopper agreed: within the last 30 days, not in the future';
export const RESCHEDULE_DAYS_INVALID = `Move the dates by 1 to ${RESCHEDULE_MAX_DAYS} days`;
export const RESTRUCTURE_COUNT_INVALID = `Choose more instalments than now, at most ${RESTRUCTURE_MAX_INSTALMENTS} in all`;
export const RESTRUCTURE_START_INVALID = `Choose the first new date: from today, within ${RESTRUCTURE_MAX_START_DAYS} days`;

/** The instalments still owed, oldest due first (then by number): the order every tool pays them in. */
export function owedInstalments(instalments: readonly BookInstalment[]): BookInstalment[] {
  return instalments
    .filter((each) => each.status !== 'paid')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number - b.number);
}

/** What is still owed on the schedule: the sum of the unpaid instalments, nothing added. */
export function owedKobo(instalments: readonly BookInstalment[]): Kobo {
  return sumKobo(owedInstalments(instalments).map((each) => each.amountKobo));
}

/** Why an outside payment cannot be applied as it is. */
export type OutsidePaymentRefusal =
  | { kind: 'nothing-owed' }
  | { kind: 'more-than-owed'; owedKobo: Kobo }
  | { kind: 'part-instalment'; below: Kobo; above: Kobo };

/**
 * The instalments an outside payment of `amount` pays: the oldest due first, each whole. An instalment is the
 * ledger's unit (a debit or a card pays one whole), so an amount that stops part-way through one is refused
 * with the two amounts around it that would pay whole instalments; the operator records what paid whole
 * instalments and the shop refunds or holds the rest, never a half-paid row.
 */
export function allocateOutsidePayment(
  amount: Kobo,
  instalments: readonly BookInstalment[],
): { ok: true; numbers: number[] } | { ok: false; refusal: OutsidePaymentRefusal } {
  const owed = owedInstalments(instalments);
  const total = sumKobo(owed.map((each) => each.amountKobo));
  if (total === 0) return { ok: false, refusal: { kind: 'nothing-owed' } };
  if (amount > total) return { ok: false, refusal: { kind: 'more-than-owed', owedKobo: total } };
  const numbers: number[] = [];
  let covered = 0;
  for (const each of owed) {
    if (covered === amount) break;
    if (covered + each.amountKobo > amount) {
      return {
        ok: false,
        refusal: { kind: 'part-instalment', below: kobo(covered), above: kobo(covered + each.amountKobo) },
      };
    }
    covered += each.amountKobo;
    numbers.push(each.number);
  }
  return { ok: true, numbers };
}

/** The refusal in the operator's words. */
export function outsidePaymentRefusalMessage(refusal: OutsidePaymentRefusal): string {
  if (refusal.kind === 'nothing-owed') return 'Nothing is owed on this order: record no payment.';
  if (refusal.kind === 'more-than-owed') {
    return `Only ${formatKobo(refusal.owedKobo)} is owed on this order: record at most that.`;
  }
  const below = refusal.below > 0 ? `${formatKobo(refusal.below)} or ` : '';
  return `Payments go to whole instalments, oldest first: record ${below}${formatKobo(refusal.above)}.`;
}

function isWholeKobo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function reasonOf(value: unknown): string | null {
  const reason = text(value).trim();
  return reason.length >= 10 && reason.length <= 500 ? reason : null;
}

/** A payment as the operator records it: amount, how and when it came, its reference and an optional note. */
export function validateOutsidePayment(
  input: { method?: unknown; amountKobo?: unknown; paidOn?: unknown; reference?: unknown; note?: unknown },
  today: CalendarDate,
): Validation<
  'method' | 'amountKobo' | 'paidOn' | 'reference' | 'note',
  { method: OutsidePaymentMethod; amountKobo: Kobo; paidOn: CalendarDate; reference: string; note: string }
> {
  const errors: FieldErrors<'method' | 'amountKobo' | 'paidOn' | 'reference' | 'note'> = {};
  const method = OUTSIDE_PAYMENT_METHODS.find((each) => each === input.method);
  if (!method) errors.method = OUTSIDE_METHOD_INVALID;
  if (!isWholeKobo(input.amountKobo)) errors.amountKobo = OUTSIDE_AMOUNT_INVALID;
  const paidOn = text(input.paidOn);
  if (!parseCalendarDate(paidOn) || paidOn > today) errors.paidOn = OUTSIDE_DATE_INVALID;
  const reference = text(input.reference).trim();
  if (!/^[A-Za-z0-9/_-]{4,64}$/.test(reference)) errors.reference = OUTSIDE_REFERENCE_INVALID;
  const note = text(input.note).trim();
  if (note.length > 500) errors.note = OUTSIDE_NOTE_INVALID;
  return toValidation(errors, () => ({
    method: method as OutsidePaymentMethod,
    amountKobo: kobo(input.amountKobo as number),
    paidOn,
    reference: reference.toUpperCase(),
    note,
  }));
}

/** The shopper's agreement to a new schedule: how it was given and when. */
export interface Agreement {
  channel: AgreementChannel;
  agreedAt: string;
}

/**
 * The reason and the shopper's agreement every schedule change needs. The agreement is recorded by the
 * operator who heard it (channel and time), checked against `now`: within the last 30 days, not in the future.
 */
export function validateAgreementAndReason(
  input: { reason?: unknown; agreement?: { channel?: unknown; agreedAt?: unknown } },
  now: number,
): Validation<
  'reason' | 'agreement.channel' | 'agreement.agreedAt',
  { reason: string; agreement: Agreement }
> {
  const errors: FieldErrors<'reason' | 'agreement.channel' | 'agreement.agreedAt'> = {};
  const reason = reasonOf(input.reason);
  if (reason === null) errors.reason = COLLECTION_REASON_INVALID;
  const channel = AGREEMENT_CHANNELS.find((each) => each === input.agreement?.channel);
  if (!channel) errors['agreement.channel'] = AGREEMENT_CHANNEL_INVALID;
  const at = Date.parse(text(input.agreement?.agreedAt));
  if (!(at <= now && now - at <= AGREEMENT_MAX_AGE_DAYS * 86_400_000)) {
    errors['agreement.agreedAt'] = AGREEMENT_TIME_INVALID;
  }
  return toValidation(errors, () => ({
    reason: reason as string,
    agreement: { channel: channel as AgreementChannel, agreedAt: new Date(at).toISOString() },
  }));
}

/** The reason a waiver or a write-off needs: 10 to 500 characters. */
export function validateCollectionReason(input: {
  reason?: unknown;
}): Validation<'reason', { reason: string }> {
  const reason = reasonOf(input.reason);
  return toValidation(reason === null ? { reason: COLLECTION_REASON_INVALID } : {}, () => ({
    reason: reason as string,
  }));
}

/** An instalment with its new date (or new amount and date, for a restructure). */
export interface NewInstalment {
  number: number;
  amountKobo: Kobo;
  dueDate: CalendarDate;
}

/**
 * Moves every instalment still owed by `days` (1 to 90), amounts untouched. Refused when nothing is owed or
 * when a moved date would still be before `today` (an overdue instalment needs a longer move: the message
 * says by how many days at least).
 */
export function reschedule(
  instalments: readonly BookInstalment[],
  days: unknown,
  today: CalendarDate,
): { ok: true; instalments: NewInstalment[] } | { ok: false; message: string } {
  if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1 || days > RESCHEDULE_MAX_DAYS) {
    return { ok: false, message: RESCHEDULE_DAYS_INVALID };
  }
  const owed = owedInstalments(instalments);
  if (owed.length === 0)
    return { ok: false, message: 'Nothing is owed on this order: there is nothing to move.' };
  const moved = owed.map((each) => ({ ...each, dueDate: addDays(each.dueDate, days) }));
  const earliest = moved[0] as NewInstalment;
  if (earliest.dueDate < today) {
    const needed = days + calendarDaysBetween(earliest.dueDate, today);
    return {
      ok: false,
      message: `A moved date would be in the past: move by at least ${needed} days${needed > RESCHEDULE_MAX_DAYS ? ', or restructure' : ''}.`,
    };
  }
  return {
    ok: true,
    instalments: moved.map(({ number, amountKobo, dueDate }) => ({ number, amountKobo, dueDate })),
  };
}

function nthDate(start: CalendarDate, plan: PaymentPlanType, n: number): CalendarDate {
  if (plan === 'monthly') return addMonths(start, n);
  return addDays(start, plan === 'weekly' ? 7 * n : n);
}

/**
 * Spreads what is still owed over more instalments: the paid ones stay as they are, the owed ones are replaced
 * by `count − paid` instalments numbered after the paid ones (and after `numberAfter`: the server passes the
 * highest number a debit was ever tried for, as a debit's reference names its instalment for ever), equal to the kobo (the first ones carry the
 * remainder, as at checkout), the first on `firstDate` and the rest by the plan's rhythm. The sum owed is
 * exactly what it was: no new charge. Refused unless `count` is more than now and at most 24, and
 * `firstDate` is from `today` to 60 days on.
 */
export function restructure(
  instalments: readonly BookInstalment[],
  input: { count?: unknown; firstDate?: unknown; plan: PaymentPlanType; numberAfter?: number },
  today: CalendarDate,
): { ok: true; instalments: NewInstalment[]; replaced: number[] } | { ok: false; message: string } {
  const { count, firstDate, plan } = input;
  const paid = instalments.filter((each) => each.status === 'paid');
  if (
    typeof count !== 'number' ||
    !Number.isSafeInteger(count) ||
    count <= instalments.length ||
    count > RESTRUCTURE_MAX_INSTALMENTS
  ) {
    return { ok: false, message: RESTRUCTURE_COUNT_INVALID };
  }
  const first = text(firstDate);
  if (!parseCalendarDate(first) || first < today || first > addDays(today, RESTRUCTURE_MAX_START_DAYS)) {
    return { ok: false, message: RESTRUCTURE_START_INVALID };
  }
  const owed = owedInstalments(instalments);
  const total = sumKobo(owed.map((each) => each.amountKobo));
  if (total === 0 || plan === 'full') {
    return { ok: false, message: 'Nothing is owed on this order: there is nothing to restructure.' };
  }
  const firstNumber = Math.max(input.numberAfter ?? 0, ...paid.map((each) => each.number)) + 1;
  const spread = count - paid.length;
  const base = Math.floor(total / spread);
  const remainder = total - base * spread;
  const fresh = Array.from({ length: spread }, (_, i) => ({
    number: firstNumber + i,
    amountKobo: kobo(base + (i < remainder ? 1 : 0)),
    dueDate: nthDate(first, plan, i),
  }));
  return { ok: true, instalments: fresh, replaced: owed.map((each) => each.number).sort((a, b) => a - b) };
}

/**
 * The late payment charge an instalment carries on `today` (late by its collection date until paid, on the
 * day it was paid once paid: see daysLate), the figure a waiver takes off. Nothing when it was never late.
 */
export function waivableCharge(
  instalment: BookInstalment & { paidOn: CalendarDate | null },
  today: CalendarDate,
): Kobo {
  const on = instalment.status === 'paid' && instalment.paidOn ? instalment.paidOn : today;
  return lateCharge(instalment.amountKobo, daysLate(instalment.dueDate, on));
}
