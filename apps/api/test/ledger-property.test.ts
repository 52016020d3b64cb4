import { randomUUID } from 'node:crypto';
import { addDays, kobo, lagosCalendarDate, payNextNow, payOff } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import { insertPayAhead, instalmentRows } from '../src/db/pay-ahead-repository.ts';
import { mandates, orderSchedule, orders, payments, users } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import type { CardPayments, VerifiedTransaction } from '../src/payments/card-payments.ts';
import type { ChargeRequest, DirectDebit, VerifiedCharge } from '../src/payments/direct-debit.ts';
import { settle } from '../src/settlement/settle.ts';
import { collectionsTeam, outsidePayments, runCollections, sampleCollections } from './ledger/collections.ts';
import { checkOneTimeLedger } from './ledger/one-time.ts';
import { checkStandingLedger } from './ledger/standing.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The ledger's property (issue 25): for 1,000 generated orders driven through random sequences of first
 * payments (several attempts, replayed webhooks, wrong amounts, failures, orders expired before the money
 * came), payments ahead by card (next, pay off, failed, wrong amount, a success after a failure) and direct
 * debits (successes, failures, wrong amounts), the money the providers took minus the money the shop owes
 * back equals what the order's schedule says was paid, to the kobo, for every order.
 *
 * The providers are outside our walls, so here they are scripted: each keeps its books (what it answered for
 * each reference) and says what it took. Everything on our side is real: settle(), the repositories'
 * conditional writes, the collector, on PGlite (and on PostgreSQL in CI).
 */

const ORDERS = 1_000;
const NOW = Date.parse('2030-06-03T09:00:00Z'); // a Monday
const TODAY = lagosCalendarDate(NOW);

type CardOutcome = 'success' | 'failed' | 'abandoned' | 'wrong-amount';
type DebitOutcome = 'success' | 'failed' | 'wrong-amount';

interface Scenario {
  instalments: number;
  expireFirst: boolean;
  attempts: Array<{ outcome: CardOutcome; replays: number }>;
  before: Array<{ which: 'next' | 'payoff'; outcome: CardOutcome; laterSuccess: boolean }>;
  debits: DebitOutcome[];
  after: Array<{ which: 'next' | 'payoff'; outcome: CardOutcome; laterSuccess: boolean }>;
}

const cardOutcome = fc.constantFrom<CardOutcome>('success', 'success', 'failed', 'abandoned', 'wrong-amount');
const ahead = fc.record({
  which: fc.constantFrom<'next' | 'payoff'>('next', 'payoff'),
  outcome: cardOutcome,
  laterSuccess: fc.boolean(),
});
const scenario: fc.Arbitrary<Scenario> = fc.record({
  instalments: fc.constantFrom(0, 3, 4, 6),
  expireFirst: fc.constantFrom(false, false, false, false, true),
  attempts: fc.array(fc.record({ outcome: cardOutcome, replays: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  before: fc.array(ahead, { maxLength: 2 }),
  debits: fc.array(fc.constantFrom<DebitOutcome>('success', 'success', 'failed', 'wrong-amount'), {
    maxLength: 6,
  }),
  after: fc.array(ahead, { maxLength: 2 }),
});

/** A card provider's books, scripted: what it answers for each reference, and what it took. */
class ScriptedCard implements CardPayments {
  readonly kind = 'sandbox' as const;
  readonly publicKey = 'pk_scripted';
  readonly answers = new Map<string, VerifiedTransaction>();
  async initialize(): Promise<never> {
    throw new Error('not used: references are made by the test');
  }
  async verify(reference: string) {
    return this.answers.get(reference) ?? null;
  }
  isSignedWebhook() {
    return false;
  }
  async refund(): Promise<never> {
    throw new Error('not used: the property counts the refunds owed, the refund job has tests of its own');
  }
  async findRefund() {
    return null;
  }
  answer(reference: string, amountKobo: number, outcome: CardOutcome) {
    if (outcome === 'abandoned') return;
    this.answers.set(reference, {
      reference,
      status: outcome === 'failed' ? 'failed' : 'success',
      amount: outcome === 'wrong-amount' ? amountKobo + 100 : amountKobo,
      currency: 'NGN',
      gatewayResponse: outcome,
    });
  }
  /** What the provider took for references starting with `prefix` (an order's number). */
  taken(prefix: string): number {
    let sum = 0;
    for (const [reference, answer] of this.answers) {
      if (reference.startsWith(prefix) && answer.status === 'success') sum += answer.amount;
    }
    return sum;
  }
}

/** A direct-debit provider's books, scripted per instalment number: the outcome of its debits in turn. */
class ScriptedDebit implements DirectDebit {
  readonly kind = 'sandbox' as const;
  readonly charges = new Map<string, VerifiedCharge>();
  readonly plan = new Map<string, DebitOutcome[]>();
  async initialize(): Promise<never> {
    throw new Error('not used');
  }
  async verify() {
    return null;
  }
  async deactivate() {}
  isSignedWebhook() {
    return false;
  }
  async charge(request: ChargeRequest): Promise<VerifiedCharge> {
    const orderNumber = request.reference.split('-I')[0] ?? '';
    const outcome = this.plan.get(orderNumber)?.shift() ?? 'failed';
    const answer: VerifiedCharge = {
      reference: request.reference,
      status: outcome === 'failed' ? 'failed' : 'success',
      amount: outcome === 'wrong-amount' ? request.amountKobo - 1 : request.amountKobo,
      currency: 'NGN',
      gatewayResponse: outcome,
    };
    this.charges.set(request.reference, answer);
    return answer;
  }
  async verifyCharge(reference: string) {
    return this.charges.get(reference) ?? null;
  }
  taken(prefix: string): number {
    let sum = 0;
    for (const [reference, answer] of this.charges) {
      if (reference.startsWith(prefix) && answer.status === 'success') sum += answer.amount;
    }
    return sum;
  }
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  // Every refused answer is logged for a person to read; a thousand of them would bury the test's output.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => database?.dispose());

/** An order as checkout would have placed it: awaiting its first payment, its schedule written. */
async function placeOrder(userId: number, index: number, instalments: number) {
  const orderNumber = `OJA-L${String(index).padStart(6, '0')}`;
  const instalmentKobo = 1_000_000 + (index % 97) * 101; // ₦10,000 and odd kobo
  const firstKobo = instalments === 0 ? 4_321_000 + index : 2_500_000 + index;
  const total = firstKobo + instalments * instalmentKobo;
  const at = new Date(NOW - 60 * 60 * 1000);
  const [order] = await database.db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      orderNumber,
      userId,
      status: 'awaiting_payment',
      plan: instalments === 0 ? 'full' : 'weekly',
      checkoutKey: `ledger-${index}`,
      shippingOption: 'standard',
      deliveryAddressId: randomUUID(),
      deliveryStreet: '5 Bode Thomas Street, Surulere',
      deliveryState: 'Lagos state',
      subtotalKobo: kobo(total),
      vatKobo: kobo(0),
      shippingKobo: kobo(0),
      totalKobo: kobo(total),
      firstPaymentKobo: kobo(firstKobo),
      instalmentCount: instalments,
      expiresAt: new Date(NOW + 30 * 60 * 1000),
      createdAt: at,
    } as typeof orders.$inferInsert)
    .returning();
  if (!order) throw new Error('no order');
  await database.db.insert(orderSchedule).values(
    Array.from({ length: instalments + 1 }, (_, number) => ({
      orderId: order.id,
      number,
      amountKobo: kobo(number === 0 ? firstKobo : instalmentKobo),
      // Instalments fell due on the Mondays before today, so the collector may take each of them.
      dueDate: addDays(TODAY, -7 * (instalments + 1 - number)),
      status: 'unpaid',
    })) as Array<typeof orderSchedule.$inferInsert>,
  );
  return order;
}

async function payAhead(
  card: ScriptedCard,
  order: { id: number; orderNumber: string },
  step: Scenario['before'][number],
  deps: Parameters<typeof settle>[0],
) {
  const rows = await instalmentRows(database.db, order.id);
  const computed = step.which === 'payoff' ? payOff(rows, TODAY) : payNextNow(rows, TODAY);
  if (!computed.ok) return;
  const reference = `${order.orderNumber}-A${randomUUID().slice(0, 8)}`;
  const started = await insertPayAhead(database.db, {
    orderId: order.id,
    reference,
    kind: step.which,
    numbers: computed.payment.numbers,
    amountKobo: computed.payment.amountKobo,
    now: new Date(NOW),
  });
  if (!started) return; // another one is open: the shopper is answered with it
  card.answer(reference, computed.payment.amountKobo, step.outcome);
  await settle(deps, reference);
  if ((step.outcome === 'failed' || step.outcome === 'abandoned') && step.laterSuccess) {
    // The provider changes its word later (a success after a failure, or a page paid after all).
    card.answer(reference, computed.payment.amountKobo, 'success');
    await settle(deps, reference);
  }
  // Closed whatever happened, so the next step may start another (as the hold's end would).
  await database.db.execute(
    sql`update instalment_card_payments set status = 'failed' where reference = ${reference} and status = 'pending'`,
  );
}

describe('the ledger', () => {
  it('money in minus money owed back equals what the schedule says was paid, for 1,000 generated orders', async () => {
    const scenarios = fc.sample(scenario, { seed: 25, numRuns: ORDERS });
    const collections = sampleCollections(ORDERS);
    const card = new ScriptedCard();
    const debit = new ScriptedDebit();
    const email = new SandboxEmailSender(
      database.db,
      () => NOW,
      () => undefined,
    );
    const deps = { db: database.db, cardPayments: card, email, now: () => NOW };
    const [user] = await database.db
      .insert(users)
      .values({
        userId: randomUUID(),
        email: 'ledger@example.com',
        phoneNumber: '+2348099999999',
        firstName: 'Ngozi',
        passwordHash: 'not-used',
        isEmailVerified: true,
        createdAt: new Date(NOW - 86_400_000),
      })
      .returning();
    if (!user) throw new Error('no user');
    const team = await collectionsTeam(database.db);

    const placed: Array<{ id: number; orderNumber: string; scenario: Scenario }> = [];
    for (const [index, s] of scenarios.entries()) {
      const order = await placeOrder(user.id, index, s.instalments);
      placed.push({ id: order.id, orderNumber: order.orderNumber, scenario: s });
      // First payments: each attempt has its reference; answers are settled in turn, replayed.
      const references = s.attempts.map((_, k) => `${order.orderNumber}-P${k}`);
      await database.db.insert(payments).values(
        references.map((reference) => ({
          orderId: order.id,
          reference,
          provider: 'sandbox',
          amountKobo: order.firstPaymentKobo,
          currency: 'NGN',
          status: 'pending' as const,
          createdAt: new Date(NOW - 60_000),
        })),
      );
      if (s.expireFirst) {
        await database.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, order.id));
      }
      for (const [k, attempt] of s.attempts.entries()) {
        card.answer(references[k] ?? '', order.firstPaymentKobo, attempt.outcome);
      }
      for (let replay = 0; replay < 3; replay++) {
        for (const [k, attempt] of s.attempts.entries()) {
          if (replay < attempt.replays) await settle(deps, references[k] ?? '');
        }
      }
      // An order left unpaid expires (the sweep's job), so the shopper's next checkout can be placed.
      await database.db
        .update(orders)
        .set({ status: 'expired' })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')));
      if (s.instalments === 0) continue;
      const [paid] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      if (paid?.status !== 'paid') continue;
      await database.db.insert(mandates).values({
        publicId: randomUUID(),
        userId: user.id,
        orderId: order.id,
        reference: `consent-${order.orderNumber}`,
        provider: 'sandbox',
        status: 'active',
        authorizationCode: `AUTH_${order.orderNumber}`,
        createdAt: new Date(NOW - 60_000),
        activatedAt: new Date(NOW - 60_000),
      });
      debit.plan.set(order.orderNumber, [...s.debits]);
      for (const step of s.before) await payAhead(card, order, step, deps);
      await runCollections(database.db, order, collections[index] ?? [], team, NOW);
    }

    // The direct debit takes what fell due (failures are retried on later dates: not today).
    await collectInstalments({ db: database.db, directDebit: debit, email, now: () => NOW, log: () => {} });
    for (const { id, orderNumber, scenario: s } of placed) {
      for (const step of s.after) await payAhead(card, { id, orderNumber }, step, deps);
    }

    const refunded = (await database.db.execute(
      sql`select o.order_number as "orderNumber", coalesce(sum(r.amount_kobo), 0)::bigint as kobo from orders o left join refunds r on r.order_id = o.id group by o.order_number`,
    )) as unknown as { rows: Array<{ orderNumber: string; kobo: string | number }> };
    const owedBack = new Map(refunded.rows.map((r) => [r.orderNumber, Number(r.kobo)]));
    const scheduled = (await database.db.execute(
      sql`select o.order_number as "orderNumber",
            (case when o.status = 'paid' then o.first_payment_kobo else 0 end)
            + coalesce((select sum(s.amount_kobo) from order_schedule s where s.order_id = o.id and s.number >= 1 and s.status = 'paid'), 0) as kobo
          from orders o`,
    )) as unknown as { rows: Array<{ orderNumber: string; kobo: string | number }> };

    const outside = await outsidePayments(database.db);
    const wrong: string[] = [];
    let moved = 0;
    for (const row of scheduled.rows) {
      const taken =
        card.taken(`${row.orderNumber}-`) +
        debit.taken(`${row.orderNumber}-`) +
        (outside.get(row.orderNumber) ?? 0);
      moved += taken;
      const back = owedBack.get(row.orderNumber) ?? 0;
      if (taken - back !== Number(row.kobo)) {
        wrong.push(`${row.orderNumber}: took ${taken}, owes back ${back}, schedule says ${row.kobo}`);
      }
    }
    expect(scheduled.rows).toHaveLength(ORDERS);
    expect(wrong).toEqual([]);
    // The property is about real money: most orders moved some, and some had refunds to make.
    expect(moved).toBeGreaterThan(0);
    expect(debit.charges.size).toBeGreaterThan(100);
    expect(outside.size).toBeGreaterThan(20);
    expect([...owedBack.values()].filter((k) => k > 0).length).toBeGreaterThan(50);
  }, 600_000);

  it('standing transfers (short, exact, over, copied, unmatched): taken = paid + owed back + queued, to the kobo', async () => {
    expect(await checkStandingLedger(database.db, 200, new Date(NOW))).toEqual([]);
  }, 300_000);

  it('one-time transfers and USSD (short, exact, over, late, copied): taken - owed back = paid, to the kobo', async () => {
    const count = process.env.DATABASE_URL ? ORDERS : 40; // PGlite serialises: a sample there, 1,000 on PostgreSQL
    const books = await checkOneTimeLedger(database.db, count, new Date(NOW));
    expect(books.wrong).toEqual([]);
    expect(books.paid).toBeGreaterThan(count / 4);
    expect(books.refunding).toBeGreaterThan(count / 4);
  }, 600_000);
});
