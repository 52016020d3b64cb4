import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, refunds, sandboxPayouts, unmatchedTransfers } from '../src/db/schema.ts';
import { recordTransferSender } from '../src/db/transfer-senders-repository.ts';
import { queueUnmatchedTransfer } from '../src/money/standing-transfer.ts';
import { SENDER_UNKNOWN } from '../src/money/unmatched-refund.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { adminCalls, type StaffLogin } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';
import { insertPaidOrder, insertShopper } from './ledger/standing.ts';

/**
 * Refunding an unmatched transfer to its sender from the console (issue 44), over HTTP on a real database
 * (PGlite, and PostgreSQL with DATABASE_URL): under ₦100,000 it is queued at once; at or above it waits for a
 * second finance member, never its maker; a second request for the same transfer and a transfer already
 * matched are refused; the refund job pays it out once, through the payout sandbox, to the account the
 * transfer's notice named; every step is audited.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let maker: Awaited<ReturnType<ReturnType<typeof adminCalls>['signIn']>>;
let checker: typeof maker;
beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  maker = await admin.signIn(await admin.newStaff('finance'));
  checker = await admin.signIn(await admin.newStaff('finance'));
});
afterAll(async () => shop?.dispose());

let next = 0;
/** A transfer to an account no shopper holds, as the webhook records it: the queue row and its sender. */
async function unmatched(amountKobo: number, sender: 'named' | 'unnamed' = 'named') {
  next += 1;
  const providerReference = String(5_500_000_000 + next);
  const accountNumber = `012345678${next}`;
  const db = shop.database.db;
  await queueUnmatchedTransfer(
    db,
    { providerReference, accountNumber: '9900000000', amountKobo, receivedAt: Date.UTC(2026, 11, 4, 15) },
    new Date(),
  );
  await recordTransferSender(
    db,
    providerReference,
    sender === 'named'
      ? { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber, accountName: 'CHIOMA NWOSU' }
      : { bankCode: null, bankName: null, accountNumber: null, accountName: null },
    new Date(),
  );
  const [row] = await db
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.providerReference, providerReference));
  if (!row) throw new Error('not queued');
  return { id: row.id, path: `/admin/unmatched-transfers/${row.id}`, accountNumber };
}

const refundsOf = (transferId: number) =>
  shop.database.db.select().from(refunds).where(eq(refunds.unmatchedTransferId, transferId));

const statusIn = (body: { data?: unknown }, id: number) =>
  (body.data as { transfers: { id: string; status: string; resolution: string | null }[] }).transfers.find(
    (row) => row.id === String(id),
  );

const ask = (who: Pick<typeof maker, 'cookie' | 'csrf'>, path: string, body: unknown) =>
  admin.call('POST', path, { cookie: who.cookie, csrf: who.csrf, body });

/** The refund job as main.ts runs it, with the payout sandbox. */
const job = () =>
  runRefunds({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    payouts: shop.payoutBank,
    email: shop.email,
    now: shop.now,
    log: () => undefined,
  });

describe('refunding an unmatched transfer to its sender', () => {
  it('under ₦100,000: queued at once, audited, paid out once to the sender by the refund job', async () => {
    const transfer = await unmatched(4_500_000);
    const answer = await ask(maker, `${transfer.path}/refund`, { reason: 'Sent to us by mistake' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Transfer refunded to its sender');
    expect(statusIn(answer.body, transfer.id)).toMatchObject({ status: 'refunded', resolution: 'refund' });
    const [queued] = await refundsOf(transfer.id);
    expect(queued).toMatchObject({
      orderId: null,
      amountKobo: 4_500_000,
      reason: 'unmatched',
      status: 'queued',
    });

    // Returns & refunds lists refunds by order: this one is neither listed nor counted there.
    const listed = await admin.call('GET', '/admin/refunds?page=1&pageSize=25', { cookie: maker.cookie });
    const page = listed.body.data as { refunds: { reference: string }[]; total: number };
    expect(page.total).toBe(page.refunds.length);

    await job();
    await shop.payoutBank.idle();
    await job();
    const paid = await shop.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.accountNumber, transfer.accountNumber));
    expect(paid).toHaveLength(1);
    expect(paid[0]?.amountKobo).toBe(4_500_000);
    const [sent] = await refundsOf(transfer.id);
    expect(['processing', 'processed']).toContain(sent?.status);

    const again = await ask(checker, `${transfer.path}/refund`, { reason: 'Twice by mistake' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This transfer is already refunded.');
    const trail = await shop.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(transfer.id)));
    expect(trail.map((t) => t.action)).toEqual(['unmatched-transfer.refund']);
  }, 60_000);

  it('at ₦100,000 or more: waits for a second member, never its maker; a second request is refused', async () => {
    const transfer = await unmatched(15_000_000);
    const asked = await ask(maker, `${transfer.path}/refund`, { reason: 'The sender called the desk' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("Refund waits for a second staff member's approval");
    expect(await refundsOf(transfer.id)).toEqual([]);

    const second = await ask(checker, `${transfer.path}/refund`, { reason: 'Asked again' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This transfer is already awaiting-approval.');
    const own = await ask(maker, `${transfer.path}/decision`, { decision: 'approve' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You asked for this refund: another staff member must decide it.');
    expect(await refundsOf(transfer.id)).toEqual([]);

    const approved = await ask(checker, `${transfer.path}/decision`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Refund approved');
    expect(statusIn(approved.body, transfer.id)?.status).toBe('refunded');
    expect((await refundsOf(transfer.id)).map((r) => r.amountKobo)).toEqual([15_000_000]);
    const trail = await shop.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(transfer.id)));
    expect(trail.map((t) => t.action)).toEqual([
      'unmatched-transfer.refund',
      'unmatched-transfer.refund.approve',
    ]);
  }, 60_000);

  it('rejected, the transfer is open again and can be matched instead', async () => {
    const transfer = await unmatched(12_000_000);
    await ask(maker, `${transfer.path}/refund`, { reason: 'The sender called the desk' });
    const rejected = await ask(checker, `${transfer.path}/decision`, { decision: 'reject' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Refund rejected');
    expect(statusIn(rejected.body, transfer.id)).toMatchObject({ status: 'open', resolution: null });
    expect(await refundsOf(transfer.id)).toEqual([]);
  }, 60_000);

  it('a transfer already matched, or whose sender is unknown, is refused; support may not ask', async () => {
    const db = shop.database.db;
    const shopper = await insertShopper(db, new Date('2026-10-01T09:00:00Z'));
    const order = await insertPaidOrder(db, {
      userId: shopper.id,
      placedAt: new Date('2026-11-15T09:00:00Z'),
      firstDue: '2026-11-28',
      instalments: 3,
      instalmentKobo: 2_000_000,
    });
    const matched = await unmatched(2_000_000);
    const match = await ask(maker, `${matched.path}/match`, {
      orderNumber: order.orderNumber,
      reason: 'Shopper sent the receipt',
    });
    expect(match.status).toBe(200);
    const late = await ask(checker, `${matched.path}/refund`, { reason: 'Sender asked for it' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This transfer is already matched.');
    expect(await refundsOf(matched.id)).toEqual([]);

    const nameless = await unmatched(3_000_000, 'unnamed');
    const unknown = await ask(maker, `${nameless.path}/refund`, { reason: 'Sender asked for it' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(SENDER_UNKNOWN);

    const support: StaffLogin = await admin.newStaff('support');
    const signedIn = await admin.signIn(support);
    const refused = await ask(signedIn, `${nameless.path}/refund`, { reason: 'Sender asked for it' });
    expect(refused.status).toBe(403);
    expect(
      (
        await admin.call('POST', '/admin/unmatched-transfers/999999/refund', {
          cookie: maker.cookie,
          csrf: maker.csrf,
          body: { reason: 'Nothing there' },
        })
      ).status,
    ).toBe(404);
  }, 60_000);
});
