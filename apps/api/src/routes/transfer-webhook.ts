import type { Context } from 'hono';
import { recordTransferSender } from '../db/transfer-senders-repository.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { receiveStandingTransfer } from '../money/standing-transfer.ts';
import { applyTransferNotice, type TransferApplied } from '../money/transfer.ts';
import { webhooksCounter } from '../ops/metrics.ts';
import { isIssuedReference } from '../orders/transfer-accounts.ts';
import { SIGNATURE_HEADER } from '../payments/card-payments.ts';
import { isStandingAccount } from '../payments/transfers/standing-accounts.ts';
import type { TransferNoticeOutcome, TransferTarget } from '../payments/transfers/transfer-payments.ts';
import { sendOrderEmail } from '../settlement/order-emails.ts';

/** Where the provider's transfer and USSD notices come (the sandbox bank sends its own here). */
export const TRANSFER_WEBHOOK_PATH = '/api/v1/payment/transfer-webhook';

/** A transfer to a standing account, or to an account we never issued. */
type StandingTransferNotice = Extract<
  TransferNoticeOutcome,
  { kind: 'transfer-received' } | { kind: 'unknown-account' }
>;

/**
 * A transfer to a shopper's standing account pays what they owe (money/standing-transfer.ts); one to an account
 * no shopper holds, or that we never issued, goes to the operators' queue of unmatched transfers. Once per
 * provider id, whatever the number of copies.
 */
async function receiveStanding(c: Context<ApiEnv>, notice: StandingTransferNotice): Promise<string> {
  const accountNumber =
    notice.accountNumber ?? (notice.target.kind === 'standing' ? notice.target.accountNumber : null);
  const received = await receiveStandingTransfer(
    c.get('db'),
    { ...notice, accountNumber },
    new Date(c.get('now')()),
  );
  if (received.kind === 'duplicate') return 'Already recorded';
  if (received.kind === 'unmatched') return 'Transfer queued for matching';
  return received.refundKobo > 0 ? 'Instalments paid; surplus refunded' : 'Instalments paid';
}

/** What the webhook did, in words the provider's dashboard shows. */
function whatItDid(applied: TransferApplied): string {
  if (applied.kind === 'unknown') return 'Unknown reference';
  if (applied.kind === 'duplicate') return 'Already recorded';
  const { decision } = applied;
  if (decision.kind === 'settle') {
    return decision.reason === 'over' ? 'Payment settled; surplus refunded' : 'Payment settled';
  }
  if (decision.kind === 'wait') return 'Part paid: waiting for the rest';
  if (decision.kind === 'refund') return `Transfer refunded: ${decision.reason}`;
  return 'Already recorded';
}

/** Whether we issued a target: a one-time account or USSD charge by its reference, a standing account by number. */
const issuedBy = (c: Context<ApiEnv>) => async (target: TransferTarget) =>
  target.kind === 'standing'
    ? isStandingAccount(c.get('db'), target.accountNumber)
    : isIssuedReference(c.get('db'), target.reference);

/**
 * The provider's transfer and USSD notices (Paystack's `charge.success` of channel bank_transfer,
 * dedicated_nuban or ussd; the sandbox bank's, in the same shape). The adapter checks the signature before
 * reading anything (401), then reads the notice (400 when it cannot); a transfer to a one-time account or a
 * USSD charge is applied once (money/transfer.ts), whatever the number of copies; a standing account's or
 * an unknown account's to receiveStanding.
 */
export const transferWebhookRoutes = routes(
  route('POST /payment/transfer-webhook', async (c) => handleTransferWebhook(c)),
);

/** The webhook's work, also reached from the card webhook for Paystack's transfer channels (one endpoint). */
export async function handleTransferWebhook(c: Context<ApiEnv>) {
  const outcome = await c
    .get('transfers')
    .readNotice(await c.req.text(), c.req.header(SIGNATURE_HEADER), issuedBy(c));
  const webhook = 'transfer';
  if (outcome.kind === 'bad-signature') {
    webhooksCounter.inc({ webhook, verdict: 'bad-signature' });
    return refuse(c, 401, 'Invalid signature');
  }
  if (outcome.kind === 'malformed') {
    webhooksCounter.inc({ webhook, verdict: 'malformed' });
    return refuse(c, 400, `Unreadable notice: ${outcome.problem}`);
  }
  if (outcome.kind === 'ignored') {
    webhooksCounter.inc({ webhook, verdict: 'ignored' });
    return c.json({ success: true, message: 'Event ignored' });
  }
  // Who sent it, before it is applied: a refund of it (a surplus, a late transfer) is paid back there.
  await recordTransferSender(
    c.get('db'),
    outcome.providerReference,
    outcome.sender,
    new Date(c.get('now')()),
  );
  if (outcome.kind === 'unknown-account' || outcome.target.kind === 'standing') {
    webhooksCounter.inc({
      webhook,
      verdict: outcome.kind === 'unknown-account' ? 'unknown-reference' : 'standing',
    });
    return c.json({ success: true, message: await receiveStanding(c, outcome) });
  }
  const deps = { db: c.get('db'), email: c.get('email'), now: c.get('now') };
  const applied = await applyTransferNotice(
    deps.db,
    {
      reference: outcome.target.reference,
      providerReference: outcome.providerReference,
      amountKobo: outcome.amountKobo,
      receivedAt: outcome.receivedAt,
    },
    new Date(deps.now()),
  );
  webhooksCounter.inc({
    webhook,
    verdict: applied.kind === 'decided' ? applied.decision.kind : applied.kind,
  });
  if (applied.kind === 'decided') {
    for (const kind of applied.emails) await sendOrderEmail(deps, applied.orderId, kind);
  }
  return c.json({ success: true, message: whatItDid(applied) });
}
