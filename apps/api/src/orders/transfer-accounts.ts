import { type Kobo, kobo, koboToNaira, transferAccountExpiresAt, ussdBank } from '@oja/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orders, payments, refunds, transferAccounts, transferReceipts } from '../db/schema.ts';
import { closeUnstartedPayment } from '../money/first-payment.ts';
import { closeUnstartedPayAhead } from '../money/pay-ahead.ts';
import { logger } from '../ops/log.ts';
import { PaymentProviderError } from '../payments/card-payments.ts';
import type { TransferPayments } from '../payments/transfers/transfer-payments.ts';

export type TransferMethod = 'bank_transfer' | 'ussd';
type AccountRow = typeof transferAccounts.$inferSelect;

/** The `provider` of a checkout's payment row paid by transfer: the payment sweep never asks the card provider about it. */
const TRANSFER_PROVIDER_SUFFIX = '-transfer';

/** What the shopper is asked to pay, for what, and how. */
export interface TransferRequest {
  orderId: number;
  reference: string;
  amountKobo: Kobo;
  email: string;
  method: TransferMethod;
  /** USSD: one of the domain's USSD_BANKS. */
  bankId?: string | undefined;
  /** The row the account pays: a checkout's payment or a payment ahead (already inserted, 'pending'). */
  purpose: { paymentId: number } | { payAheadId: number };
}

export type Issued = { kind: 'issued'; account: AccountRow } | { kind: 'provider-failed'; message: string };

/**
 * Issues a one-time account (bank transfer) or a USSD charge for one payment, and records it. The domain fixes
 * the expiry (30 minutes); a checkout's order waits for the account as long as the account takes money (its
 * payment window is extended to the account's expiry, never shortened). A provider that fails closes the
 * payment row it was for, so the next press starts a new attempt under a new reference.
 */
export async function issueTransferAccount(
  deps: { db: Database; transfers: TransferPayments; now: number },
  request: TransferRequest,
): Promise<Issued> {
  const { db, transfers, now } = deps;
  const expiresAt = transferAccountExpiresAt(now);
  let shown: { bankName?: string; accountNumber?: string; accountName?: string; ussdCode?: string };
  let providerExpiry = expiresAt;
  try {
    if (request.method === 'ussd') {
      const charge = await transfers.startUssdCharge({
        reference: request.reference,
        amountKobo: request.amountKobo,
        email: request.email,
        bankId: request.bankId ?? '',
      });
      shown = { ussdCode: charge.ussdCode };
    } else {
      const account = await transfers.createOneTimeAccount({
        reference: request.reference,
        amountKobo: request.amountKobo,
        email: request.email,
        expiresAt,
      });
      shown = account;
      providerExpiry = account.expiresAt;
    }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn(`Transfer account ${request.reference} not issued: ${error.message}`);
    if ('paymentId' in request.purpose)
      await closeUnstartedPayment(db, request.purpose.paymentId, error.message);
    else await closeUnstartedPayAhead(db, request.purpose.payAheadId, error.message);
    return { kind: 'provider-failed', message: error.message };
  }
  // The earlier of ours and the provider's: money after either is late.
  const closesAt = new Date(Math.min(expiresAt, providerExpiry));
  const [account] = await db
    .insert(transferAccounts)
    .values({
      reference: request.reference,
      orderId: request.orderId,
      paymentId: 'paymentId' in request.purpose ? request.purpose.paymentId : null,
      payAheadId: 'payAheadId' in request.purpose ? request.purpose.payAheadId : null,
      method: request.method,
      bankName:
        shown.bankName ?? (request.method === 'ussd' ? (ussdBank(request.bankId ?? '')?.name ?? null) : null),
      accountNumber: shown.accountNumber ?? null,
      accountName: shown.accountName ?? null,
      ussdCode: shown.ussdCode ?? null,
      expectedKobo: request.amountKobo,
      expiresAt: closesAt,
      createdAt: new Date(now),
    })
    .returning();
  if (!account) throw new Error(`transfer account ${request.reference} not recorded`);
  if ('paymentId' in request.purpose) {
    // The order waits for its transfer: its payment window ends no earlier than the account's.
    await db
      .update(orders)
      .set({ expiresAt: sql`greatest(${orders.expiresAt}, ${closesAt.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, request.orderId), eq(orders.status, 'awaiting_payment')));
  }
  return { kind: 'issued', account };
}

/** A checkout's payment row for a transfer: the card's ledger of first payments, under the account's reference. */
export async function insertTransferPayment(
  db: Database,
  values: { orderId: number; reference: string; amountKobo: Kobo; provider: string; now: Date },
) {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: values.orderId,
      reference: values.reference,
      provider: `${values.provider}${TRANSFER_PROVIDER_SUFFIX}`,
      amountKobo: values.amountKobo,
      currency: 'NGN',
      status: 'pending',
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error(`payment ${values.reference} not recorded`);
  return row;
}

/** The order's newest account still taking money by `method`, if any (a second press shows the same one). */
export async function openTransferAccount(db: Database, orderId: number, method: TransferMethod, now: Date) {
  const [row] = await db
    .select()
    .from(transferAccounts)
    .where(
      and(
        eq(transferAccounts.orderId, orderId),
        eq(transferAccounts.method, method),
        eq(transferAccounts.status, 'open'),
        gt(transferAccounts.expiresAt, now),
      ),
    )
    .orderBy(desc(transferAccounts.id))
    .limit(1);
  return row;
}

/** An account by its reference, with the id of the shopper whose order it is for. */
export async function findTransferAccount(db: Database, reference: string) {
  const [row] = await db
    .select({
      account: transferAccounts,
      userId: orders.userId,
      orderStatus: orders.status,
      orderNumber: orders.orderNumber,
      orderPublicId: orders.publicId,
      instalmentCount: orders.instalmentCount,
    })
    .from(transferAccounts)
    .innerJoin(orders, eq(orders.id, transferAccounts.orderId))
    .where(eq(transferAccounts.reference, reference));
  return row;
}

/** Whether we issued the one-time account or USSD charge a notice names (the adapter's `issued` lookup). */
export async function isIssuedReference(db: Database, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transferAccounts.id })
    .from(transferAccounts)
    .where(eq(transferAccounts.reference, reference));
  return row !== undefined;
}

/**
 * The account as the shopper's page shows it (the wire's TransferAccount): what to send and where, the
 * time left (the server's expiry), and what has happened: what arrived, what is still due, what is refunded.
 */
export async function transferAccountView(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof findTransferAccount>>>,
  now: number,
) {
  const { account } = found;
  const received = await db
    .select({ amountKobo: transferReceipts.amountKobo, refundKobo: transferReceipts.refundKobo })
    .from(transferReceipts)
    .where(eq(transferReceipts.accountId, account.id));
  const [refunded] = await db
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(
      sql`${refunds.sourceReference} in (select ${transferReceipts.providerReference} from ${transferReceipts} where ${transferReceipts.accountId} = ${account.id}) or ${refunds.sourceReference} = ${account.reference}`,
    );
  const receivedKobo = received.reduce((sum, row) => sum + row.amountKobo, 0);
  const stillDue = account.status === 'open' ? Math.max(0, account.expectedKobo - account.heldKobo) : 0;
  return {
    reference: account.reference,
    method: account.method,
    status: account.status,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    ussdCode: account.ussdCode,
    amount: koboToNaira(account.expectedKobo),
    expiresAt: account.expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((account.expiresAt.getTime() - now) / 1000)),
    receivedAmount: koboToNaira(kobo(receivedKobo)),
    stillDueAmount: koboToNaira(kobo(stillDue)),
    refundedAmount: koboToNaira(kobo(Number(refunded?.kobo ?? 0))),
    transfers: received.length,
    orderId: found.orderPublicId,
    orderNumber: found.orderNumber,
    orderStatus: found.orderStatus,
    purpose: account.paymentId !== null ? ('first-payment' as const) : ('pay-ahead' as const),
    instalmentCount: found.instalmentCount,
  };
}
