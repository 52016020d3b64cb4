import { lagosCalendarDate, type SettlementDecision, settlementDecision } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import type { PaymentRow } from '../db/orders-repository.ts';
import { findPayAhead, type PayAheadRow } from '../db/pay-ahead-repository.ts';
import { findPayment } from '../db/payments-repository.ts';
import type { EmailSender } from '../email/sender.ts';
import { applyPaymentDecision, type Confirmation } from '../money/first-payment.ts';
import { applyPayAheadDecision, type PayAheadOutcome, payAheadAsRecorded } from '../money/pay-ahead.ts';
import { cardPaymentsSettled, settlementDecisions } from '../ops/metrics.ts';
import type { CardPayments, VerifiedTransaction } from '../payments/card-payments.ts';
import { sendOrderEmail } from './order-emails.ts';

/** What settling a card payment needs: the database, the provider, where emails go, the clock. */
export interface SettleDeps {
  db: Database;
  cardPayments: CardPayments;
  email: EmailSender;
  now: () => number;
}

/** What settling a reference did, by the purpose of the money. */
export type Settled =
  | { kind: 'unknown' }
  | (Confirmation & { purpose: 'first-payment'; payment: PaymentRow })
  | (PayAheadOutcome & { purpose: 'early-payment' });

/** A card payment's statuses that no answer of the provider changes any more. */
const FINAL_PAYMENT = new Set(['succeeded', 'duplicate', 'late', 'rejected']);

/**
 * The one entry by which a card payment's money is settled, whoever asks: the browser back from the
 * provider's page (the validate routes), the provider's webhook and the sweep all call it with the reference.
 * It looks the reference up in the ledgers (a checkout's first payment, else a payment ahead of the direct
 * debit), verifies it with the provider server to server, lets the domain's settlementDecision say whether
 * the answer pays (pay, reject, fail, wait: the one place that decides), and applies that decision once
 * through the purpose's conditional writes (payments-repository, pay-ahead-repository). A reference already
 * settled is answered from the database without asking the provider again. A provider that does not answer
 * throws PaymentProviderError: nothing changed, ask again later. The direct debit's charges reach the same
 * decision and the same instalment write from the collector (src/collector/collector.ts), which is handed the
 * provider's answer by the charge itself.
 */
export async function settle(deps: SettleDeps, reference: string): Promise<Settled> {
  const payment = await findPayment(deps.db, reference);
  if (payment) return settleFirstPayment(deps, payment);
  const ahead = await findPayAhead(deps.db, reference);
  if (ahead) return settleEarlyPayment(deps, ahead);
  return { kind: 'unknown' };
}

type Purpose = 'first-payment' | 'early-payment';

/** The decision about a provider's answer for what the ledger expects (the domain's, in one place). */
function decide(
  purpose: Purpose,
  expected: { reference: string; amountKobo: PaymentRow['amountKobo'] },
  verified: VerifiedTransaction | null,
): SettlementDecision {
  const decision = settlementDecision({ ...expected, currency: 'NGN' }, verified);
  settlementDecisions.inc({ purpose, decision: decision.kind });
  return decision;
}

/**
 * Counts a payment this call brought to its end (GET /metrics): paid only when newly paid (a copy of the
 * webhook after the browser's return counts nothing), else failed, rejected, duplicate or late. A payment
 * still waiting for the provider (pending, abandoned) has not ended.
 */
function countSettled(purpose: Purpose, outcome: Confirmation | PayAheadOutcome): void {
  if (outcome.kind === 'paid') {
    if (outcome.newlyPaid) cardPaymentsSettled.inc({ purpose, outcome: 'paid' });
  } else if (outcome.status !== 'pending' && outcome.status !== 'abandoned') {
    cardPaymentsSettled.inc({ purpose, outcome: outcome.status });
  }
}

async function settleFirstPayment(deps: SettleDeps, payment: PaymentRow): Promise<Settled> {
  if (FINAL_PAYMENT.has(payment.status)) {
    const confirmation: Confirmation =
      payment.status === 'succeeded'
        ? { kind: 'paid', orderId: payment.orderId, newlyPaid: false, emails: [] }
        : { kind: 'not-paid', status: payment.status as 'duplicate' | 'late' | 'rejected' };
    return { ...confirmation, purpose: 'first-payment', payment };
  }
  const verified = await deps.cardPayments.verify(payment.reference);
  const decision = decide('first-payment', payment, verified);
  const confirmation = await applyPaymentDecision(deps.db, payment, decision, verified, new Date(deps.now()));
  countSettled('first-payment', confirmation);
  if (confirmation.kind === 'paid') {
    for (const kind of confirmation.emails) await sendOrderEmail(deps, confirmation.orderId, kind);
  }
  return { ...confirmation, purpose: 'first-payment', payment };
}

async function settleEarlyPayment(deps: SettleDeps, payment: PayAheadRow): Promise<Settled> {
  // A failed payment ahead is asked again too: a provider may report a success after a failure, and that
  // money must pay what is owed or be refunded, never be lost.
  if (payment.status === 'succeeded' || payment.status === 'rejected' || payment.status === 'late') {
    return { ...(await payAheadAsRecorded(deps.db, payment)), purpose: 'early-payment' };
  }
  const verified = await deps.cardPayments.verify(payment.reference);
  const now = deps.now();
  const outcome = await applyPayAheadDecision(
    deps.db,
    payment,
    decide('early-payment', payment, verified),
    verified,
    new Date(now),
    lagosCalendarDate(now),
  );
  countSettled('early-payment', outcome);
  return { ...outcome, purpose: 'early-payment' };
}
