import { randomUUID } from 'node:crypto';
import { type Kobo, kobo } from '@oja/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../src/db/connect.ts';
import { insertPayAhead } from '../../src/db/pay-ahead-repository.ts';
import { orderSchedule, orders } from '../../src/db/schema.ts';
import { applyTransferNotice, expireTransferAccounts } from '../../src/money/transfer.ts';
import { insertTransferPayment, issueTransferAccount } from '../../src/orders/transfer-accounts.ts';
import { SandboxTransferPayments } from '../../src/payments/transfers/sandbox-transfers.ts';
import { insertPaidOrder, insertShopper } from './standing.ts';

/**
 * One-time transfers and USSD in the ledger's property (issue 44): for each generated order, a one-time account
 * (bank transfer) or a USSD charge for the down payment of a checkout or for a payment ahead, then transfers to
 * it: short, the rest, exact, over, late (after the account's expiry), each notice copied 1 to 3 times, and
 * the expiry job. Every notice goes through money/transfer.ts as the webhook sends it. The property: what the
 * provider took (each provider id once) minus what the shop owes back equals what the schedule says the
 * transfers paid, to the kobo.
 */
type Share = 'short' | 'rest' | 'exact' | 'over';

interface Step {
  share: Share;
  late: boolean;
  copies: number;
}

interface OneTimeScenario {
  purpose: 'checkout' | 'pay-ahead';
  method: 'bank_transfer' | 'ussd';
  steps: Step[];
}

const scenario: fc.Arbitrary<OneTimeScenario> = fc.record({
  purpose: fc.constantFrom('checkout' as const, 'pay-ahead' as const),
  method: fc.constantFrom('bank_transfer' as const, 'bank_transfer' as const, 'ussd' as const),
  steps: fc.array(
    fc.record({
      share: fc.constantFrom<Share>('short', 'rest', 'exact', 'exact', 'over'),
      late: fc.constantFrom(false, false, false, true),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

const MINUTE = 60_000;

/** An order waiting for its down payment, as checkout leaves it: schedule row 0 unpaid. */
async function awaitingOrder(db: Database, userId: number, index: number, now: Date) {
  const orderNumber = `OJA-T${String(index).padStart(6, '0')}${randomUUID().slice(0, 4).toUpperCase()}`;
  const firstKobo = kobo(1_500_000 + (index % 97) * 11);
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      orderNumber,
      userId,
      status: 'awaiting_payment',
      plan: 'weekly',
      checkoutKey: `one-time-${orderNumber}`,
      shippingOption: 'standard',
      deliveryAddressId: randomUUID(),
      deliveryStreet: '5 Bode Thomas Street, Surulere',
      deliveryState: 'Lagos state',
      subtotalKobo: kobo(firstKobo * 4),
      vatKobo: kobo(0),
      shippingKobo: kobo(0),
      totalKobo: kobo(firstKobo * 4),
      firstPaymentKobo: firstKobo,
      instalmentCount: 3,
      expiresAt: new Date(now.getTime() + 30 * MINUTE),
      createdAt: now,
    } as typeof orders.$inferInsert)
    .returning();
  if (!order) throw new Error('no order');
  await db.insert(orderSchedule).values(
    [0, 1, 2, 3].map((number) => ({
      orderId: order.id,
      number,
      amountKobo: firstKobo,
      dueDate: `2030-07-${String(number * 7 + 1).padStart(2, '0')}`,
      status: 'unpaid',
    })) as Array<typeof orderSchedule.$inferInsert>,
  );
  return { id: order.id, orderNumber, expectedKobo: firstKobo };
}

/** The account's order and what it asks for: a checkout's down payment or the next instalment paid ahead. */
async function openAccount(
  db: Database,
  bank: SandboxTransferPayments,
  s: OneTimeScenario,
  index: number,
  now: Date,
) {
  const shopper = await insertShopper(db, new Date(now.getTime() - 90 * 86_400_000));
  const reference = `LT${index}-${randomUUID().slice(0, 8)}`;
  const email = `one-time-${index}@example.com`;
  const method = s.method;
  const bankId = method === 'ussd' ? 'gtbank' : undefined;
  if (s.purpose === 'checkout') {
    const order = await awaitingOrder(db, shopper.id, index, now);
    const payment = await insertTransferPayment(db, {
      orderId: order.id,
      reference,
      amountKobo: order.expectedKobo,
      provider: 'sandbox',
      now,
    });
    const purpose = { paymentId: payment.id };
    const request = {
      orderId: order.id,
      reference,
      amountKobo: order.expectedKobo,
      email,
      method,
      bankId,
      purpose,
    };
    return {
      order,
      issued: await issueTransferAccount({ db, transfers: bank, now: now.getTime() }, request),
    };
  }
  const paid = await insertPaidOrder(db, {
    userId: shopper.id,
    placedAt: new Date(now.getTime() - 10 * 86_400_000),
    firstDue: '2030-06-10',
    instalments: 3,
    instalmentKobo: 700_000 + (index % 89) * 13,
  });
  const order = { ...paid, expectedKobo: kobo(700_000 + (index % 89) * 13) };
  const ahead = await insertPayAhead(db, {
    orderId: order.id,
    reference,
    kind: 'next',
    numbers: [1],
    amountKobo: order.expectedKobo,
    now,
  });
  if (!ahead) throw new Error('no payment ahead');
  const purpose = { payAheadId: ahead.id };
  const request = {
    orderId: order.id,
    reference,
    amountKobo: order.expectedKobo,
    email,
    method,
    bankId,
    purpose,
  };
  return { order, issued: await issueTransferAccount({ db, transfers: bank, now: now.getTime() }, request) };
}

/** What one step sends, given what is expected and what on-time short transfers sent so far. */
function amountOf(share: Share, expected: Kobo, heldSoFar: number): number {
  if (share === 'short') return Math.max(1, Math.floor(expected * 0.4));
  if (share === 'rest') return Math.max(1, expected - heldSoFar);
  if (share === 'over') return expected + 12_345;
  return expected;
}

/** The order's books after its transfers: what its schedule says was paid (first payment included) and owed back. */
async function booksOf(db: Database, orderId: number) {
  const [row] = (
    (await db.execute(sql`select
      (select case when o.status = 'paid' then o.first_payment_kobo else 0 end from orders o where o.id = ${orderId}) as first,
      (select coalesce(sum(s.amount_kobo), 0) from order_schedule s where s.order_id = ${orderId} and s.number >= 1 and s.status = 'paid') as instalments,
      (select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = ${orderId}) as refunded`)) as unknown as {
      rows: Array<Record<string, string | number>>;
    }
  ).rows;
  return {
    first: Number(row?.first ?? 0),
    instalments: Number(row?.instalments ?? 0),
    refunded: Number(row?.refunded ?? 0),
  };
}

/** Runs one scenario and answers what did not balance, or null. */
async function runScenario(
  db: Database,
  bank: SandboxTransferPayments,
  s: OneTimeScenario,
  index: number,
  now: Date,
): Promise<{ problem: string | null; paid: number; refunded: number }> {
  const { order, issued } = await openAccount(db, bank, s, index, now);
  if (issued.kind !== 'issued') return { problem: `order ${index}: no account`, paid: 0, refunded: 0 };
  const account = issued.account;
  const before = await booksOf(db, order.id);
  let taken = 0;
  let held = 0;
  for (const [k, step] of s.steps.entries()) {
    const receivedAt = step.late
      ? account.expiresAt.getTime() + (k + 1) * MINUTE
      : account.createdAt.getTime() + (k + 1) * MINUTE;
    const amountKobo = amountOf(step.share, account.expectedKobo, held);
    if (!step.late && step.share === 'short') held += amountKobo;
    taken += amountKobo;
    const notice = {
      reference: account.reference,
      providerReference: `LT${index}-${k}`,
      amountKobo,
      receivedAt,
    };
    for (let copy = 0; copy < step.copies; copy++)
      await applyTransferNotice(db, notice, new Date(receivedAt));
  }
  // The expiry job after the account closed: what short transfers left held goes back.
  await expireTransferAccounts(db, new Date(account.expiresAt.getTime() + 10 * MINUTE));
  const after = await booksOf(db, order.id);
  const paid = after.first - before.first + (after.instalments - before.instalments);
  const problem =
    taken - after.refunded === paid
      ? null
      : `order ${order.orderNumber}: ${JSON.stringify(s)} took ${taken}, owes back ${after.refunded}, schedule says ${paid}`;
  return { problem, paid, refunded: after.refunded };
}

/**
 * The ledger's property for one-time transfers and USSD, over `count` generated orders (a seed of their own):
 * the orders whose takings minus refunds owed differ from what their schedule says was paid, and how many
 * orders were paid and how many owe money back (so a run that moved nothing cannot pass unnoticed).
 */
export async function checkOneTimeLedger(
  db: Database,
  count: number,
  now: Date,
): Promise<{ wrong: string[]; paid: number; refunding: number }> {
  const bank = new SandboxTransferPayments({ now: () => now.getTime(), log: () => {} });
  const figures = { wrong: [] as string[], paid: 0, refunding: 0 };
  for (const [index, s] of fc.sample(scenario, { seed: 4401, numRuns: count }).entries()) {
    const outcome = await runScenario(db, bank, s, index, now);
    if (outcome.problem) figures.wrong.push(outcome.problem);
    if (outcome.paid > 0) figures.paid++;
    if (outcome.refunded > 0) figures.refunding++;
  }
  return figures;
}
