import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { queueUnmatchedTransfer } from '../src/money/standing-transfer.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';
import { insertPaidOrder, insertShopper, instalmentsOf } from './ledger/standing.ts';

/**
 * The console's unmatched transfers over HTTP (issue 44): finance sees the queue (amount, time, account, the
 * provider's reference); support cannot match; a match of ₦100,000 or more waits for a second finance member,
 * its maker cannot approve it, and the approval pays the order and is audited.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;

interface Listed {
  id: string;
  status: string;
  orderNumber: string | null;
}
const transfersOf = (body: { data?: unknown }) => (body.data as { transfers: Listed[] }).transfers;
beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
});
afterAll(async () => shop?.dispose());

describe('unmatched transfers in the console', () => {
  it('listed for finance, matched with maker-checker above ₦100,000, audited', async () => {
    const db = shop.database.db;
    const shopper = await insertShopper(db, new Date('2026-10-01T09:00:00Z'));
    const order = await insertPaidOrder(db, {
      userId: shopper.id,
      placedAt: new Date('2026-11-15T09:00:00Z'),
      firstDue: '2026-11-28',
      instalments: 3,
      instalmentKobo: 6_000_000,
    });
    await queueUnmatchedTransfer(
      db,
      {
        providerReference: '5400000001',
        accountNumber: '9911112222',
        amountKobo: 12_000_000,
        receivedAt: Date.UTC(2026, 11, 4, 15),
      },
      new Date(),
    );
    const finance = await admin.signIn(await admin.newStaff('finance'));
    const checker = await admin.signIn(await admin.newStaff('finance'));
    const support = await admin.signIn(await admin.newStaff('support'));

    const list = await admin.call('GET', '/admin/unmatched-transfers', { cookie: finance.cookie });
    expect(list.status).toBe(200);
    const [listed] = transfersOf(list.body);
    if (!listed) throw new Error('not listed');
    expect(listed).toMatchObject({
      amountKobo: 12_000_000,
      receivedAt: '2026-12-04T15:00:00.000Z',
      accountNumber: '9911112222',
      providerReference: '5400000001',
      status: 'open',
    });
    const path = `/admin/unmatched-transfers/${listed.id}`;
    const body = { orderNumber: order.orderNumber, reason: 'Shopper sent the bank receipt' };

    expect((await admin.call('POST', `${path}/match`, { ...support, body })).status).toBe(403);
    const asked = await admin.call('POST', `${path}/match`, { ...finance, body });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("Match waits for a second staff member's approval");
    expect(transfersOf(asked.body)[0]).toMatchObject({ status: 'awaiting-approval', requestedByMe: true });

    const own = await admin.call('POST', `${path}/decision`, { ...finance, body: { decision: 'approve' } });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You asked for this match: another staff member must decide it.');
    expect((await instalmentsOf(db, order.id)).map((i) => i.status)).toEqual(['unpaid', 'unpaid', 'unpaid']);

    const approved = await admin.call('POST', `${path}/decision`, {
      ...checker,
      body: { decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Match approved');
    expect(transfersOf(approved.body)[0]).toMatchObject({
      status: 'matched',
      orderNumber: order.orderNumber,
    });
    expect((await instalmentsOf(db, order.id)).map((i) => i.status)).toEqual(['paid', 'paid', 'unpaid']);

    const trail = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(listed.id)));
    expect(trail.map((t) => t.action)).toEqual(['unmatched-transfer.match', 'unmatched-transfer.approve']);
  }, 60_000);
});
