import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import { orderSchedule, refunds, sandboxDirectDebitCharges } from '../src/db/schema.ts';
import { applyStandingTransfer } from '../src/money/standing-transfer.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';
import { giveStandingAccount, instalmentsOf } from './ledger/standing.ts';

/**
 * A part-paid instalment and the collector (issue 44): a transfer to the shopper's standing account paid part
 * of an instalment, so its direct debit asks only for what is still due of it, and the instalment is paid when
 * that remainder arrives. Real checkouts and the direct-debit sandbox; the shop's clock
 * moved and the collector ticked as its schedule would; the books read in the database.
 */
// One shop for the file (each test's order is placed at the shop's time then): a shop takes seconds to start.
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

let nextAccount = 0;

/** A weekly order with its mandate on `account`, and a standing account for its shopper. */
async function partPaidOrder(account: string) {
  const { buyer, order } = await shop.instalmentOrder('weekly', account);
  const accountNumber = `97${String(process.pid % 1000).padStart(3, '0')}${String(++nextAccount).padStart(5, '0')}`;
  await giveStandingAccount(shop.database.db, order.userId, accountNumber, new Date(shop.now()));
  const [first] = await shop.database.db
    .select()
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)));
  if (!first) throw new Error('no instalment 1');
  return { buyer, order, accountNumber, instalmentKobo: first.amountKobo };
}

/** What the shopper sends by transfer to their standing account, received now. */
function sendToStandingAccount(accountNumber: string, amountKobo: number, id: string) {
  return applyStandingTransfer(
    shop.database.db,
    { providerReference: id, accountNumber, amountKobo, receivedAt: shop.now() },
    new Date(shop.now()),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's clock moves on `days` and the collector ticks, as its schedule would (with `directDebit`). */
async function collectAfter(days: number, directDebit: CheckoutApp['directDebit'] = shop.directDebit) {
  shop.advance(days * DAY_MS);
  return collectInstalments({ db: shop.database.db, directDebit, email: shop.email, now: shop.now });
}

/** What the sandbox bank debited for the order's instalment 1, attempt by attempt. */
async function debitsOfInstalmentOne(orderNumber: string) {
  const rows = await shop.database.db
    .select({
      reference: sandboxDirectDebitCharges.reference,
      amountKobo: sandboxDirectDebitCharges.amountKobo,
      status: sandboxDirectDebitCharges.status,
    })
    .from(sandboxDirectDebitCharges)
    .where(sql`${sandboxDirectDebitCharges.debitKey} = ${`${orderNumber}-I1`}`)
    .orderBy(asc(sandboxDirectDebitCharges.reference));
  return rows;
}

describe('a part-paid instalment when its debit comes', () => {
  it('is debited only for what is still due, and is paid when that arrives: taken in all = the instalment', async () => {
    const { order, accountNumber, instalmentKobo } = await partPaidOrder('0000000001');
    const partKobo = Math.floor(instalmentKobo * 0.3);
    expect(await sendToStandingAccount(accountNumber, partKobo, '7700000001')).toMatchObject({
      kind: 'applied',
      refundKobo: 0,
    });
    expect((await instalmentsOf(shop.database.db, order.id))[0]).toMatchObject({
      status: 'unpaid',
      partsKobo: partKobo,
    });

    await collectAfter(7); // instalment 1's due date: the collector debits it
    const debits = await debitsOfInstalmentOne(order.orderNumber);
    expect(debits).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, amountKobo: instalmentKobo - partKobo, status: 'success' },
    ]);
    expect((await instalmentsOf(shop.database.db, order.id))[0]).toMatchObject({ status: 'paid' });
    // The shopper's takings for it: the transfer's part and the debit, exactly the instalment; nothing owed back.
    expect(partKobo + (debits[0]?.amountKobo ?? 0)).toBe(instalmentKobo);
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  }, 60_000);

  it('a part paid after a failed debit: the retry asks only for the remainder', async () => {
    // 0000000004: the first debit of each instalment fails for want of funds, the retry next day succeeds.
    const { order, accountNumber, instalmentKobo } = await partPaidOrder('0000000004');
    await collectAfter(7);
    expect((await instalmentsOf(shop.database.db, order.id))[0]).toMatchObject({ status: 'failed' });
    // The failed-debit notice names the standing account: the shopper sends part of it.
    const partKobo = Math.floor(instalmentKobo / 2) + 1;
    await sendToStandingAccount(accountNumber, partKobo, '7700000002');

    await collectAfter(1);
    const debits = await debitsOfInstalmentOne(order.orderNumber);
    expect(debits).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, amountKobo: instalmentKobo, status: 'failed' },
      { reference: `${order.orderNumber}-I1-A2`, amountKobo: instalmentKobo - partKobo, status: 'success' },
    ]);
    expect((await instalmentsOf(shop.database.db, order.id))[0]).toMatchObject({ status: 'paid' });
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  }, 60_000);

  it('a part that comes while the debit is at the bank is refunded once the debit pays the instalment', async () => {
    const { order, accountNumber, instalmentKobo } = await partPaidOrder('0000000001');
    const partKobo = 100_000;
    // The shopper's transfer lands while the bank is answering the debit of the whole instalment.
    const slowBank = {
      ...shop.directDebit,
      charge: async (request: Parameters<CheckoutApp['directDebit']['charge']>[0]) => {
        if (request.reference.startsWith(order.orderNumber)) {
          await sendToStandingAccount(accountNumber, partKobo, '7700000003');
        }
        return shop.directDebit.charge(request);
      },
    } as CheckoutApp['directDebit'];
    await collectAfter(7, slowBank);
    expect(await debitsOfInstalmentOne(order.orderNumber)).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, amountKobo: instalmentKobo, status: 'success' },
    ]);
    expect((await instalmentsOf(shop.database.db, order.id))[0]).toMatchObject({ status: 'paid' });
    // Debit + part - refund = the instalment, to the kobo.
    const owedBack = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(owedBack).toMatchObject([{ amountKobo: partKobo, sourceKind: 'debit', reason: 'overpaid' }]);
  }, 60_000);
});
