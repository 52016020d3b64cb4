import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, bankRefunds, refunds, sandboxPayouts } from '../src/db/schema.ts';
import { logger } from '../src/ops/log.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY } from './checkout-app.ts';
import { queueDuplicateCardRefund } from './support/duplicate-card-refund.ts';

/**
 * The console's refunds to a bank account (issue 45) over HTTP: a card refund the card sandbox fails, the
 * account's holder resolved by the payout sandbox, the request under ₦100,000 paid out once by the refund job,
 * from ₦100,000 approved by a second member (never the maker); refusals in plain words; two requests at once
 * make one (PostgreSQL); the account number never whole in an answer, the audit trail or the log.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
type Member = { cookie: string; csrf: string };
/** Every line the app and the sandboxes log while these tests run. */
const logged: string[] = [];

beforeAll(async () => {
  shop = await createCheckoutApp({ refundDelayMs: 20 });
  admin = adminCalls(shop);
  for (const level of ['info', 'warn', 'error'] as const) {
    const write = logger[level].bind(logger);
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(JSON.stringify(args));
      return (write as (...a: unknown[]) => void)(...args);
    }) as typeof logger.info);
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await shop?.dispose();
});
afterEach(() => {
  // Nothing of a shopper's account number reaches a log line, whatever the test did.
  const lines = [...logged, ...shop.sandboxLog].join('\n');
  expect(logged.length, 'the access lines were captured').toBeGreaterThan(0);
  for (const account of [ACCOUNT, OTHER_ACCOUNT]) expect(lines).not.toContain(account);
});

/** The payout sandbox's test accounts: any bank, a NUBAN not starting 000 exists; its holder is by last digit. */
const ACCOUNT = '0690000031';
const OTHER_ACCOUNT = '0123456782';
const ACCESS = '044';

const job = () =>
  runRefunds({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    payouts: shop.payoutBank,
    email: shop.email,
    now: shop.now,
    log: () => undefined,
  });

async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 60));
  await shop.sandbox.idle();
  await shop.payoutBank.idle();
}

/** A card refund of `amountKobo` queued for a new shopper's order (not yet sent: it has not failed). */
async function queuedCardRefund(amountKobo: number) {
  const buyer = await shop.shopper();
  await shop.placeOrder(buyer, FULL_ONLY, 'full');
  await shop.sandbox.idle();
  return queueDuplicateCardRefund(shop, buyer.userId, amountKobo);
}

/** A card refund of `amountKobo` that failed: an amount of ₦….13 fails at the card sandbox's processor. */
async function failedCardRefund(amountKobo: number) {
  const orderId = await queuedCardRefund(amountKobo);
  await job();
  await settled();
  await job();
  const [refund] = await refundsOf(orderId);
  expect(refund?.status).toBe('failed');
  return { orderId, reference: refund?.reference ?? '' };
}

async function refundsOf(orderId: number) {
  return shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Members signed in on the shop's clock as it is now (placing orders moves it past a session's idle hours). */
async function team() {
  return {
    maker: await admin.signIn(await admin.newStaff('finance')),
    checker: await admin.signIn(await admin.newStaff('finance')),
    support: await admin.signIn(await admin.newStaff('support')),
  };
}

async function post(path: string, who: Member, body: Record<string, unknown>) {
  const answer = await admin.call('POST', path, { cookie: who.cookie, csrf: who.csrf, body });
  return { status: answer.status, message: answer.body.message, data: answer.body.data as BankRefund };
}

interface BankRefund {
  bankRefundId: string;
  refundReference: string;
  amountKobo: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
  status: string;
  paidRefundStatus: string | null;
  canDecide: boolean;
}

const ask = (who: Member, refundReference: string, accountNumber = ACCOUNT, bankCode = ACCESS) =>
  post('/admin/bank-refunds', who, {
    refundReference,
    bankCode,
    accountNumber,
    reason: 'Her card was cancelled',
  });

async function listed(who: Member, bankRefundId: string) {
  const answer = await admin.call('GET', '/admin/bank-refunds', { cookie: who.cookie });
  expect(answer.status).toBe(200);
  const { bankRefunds: rows } = answer.body.data as { bankRefunds: BankRefund[] };
  return rows.find((row) => row.bankRefundId === bankRefundId);
}

/** What the payout sandbox paid to an account. */
async function paidTo(accountNumber: string) {
  const rows = await shop.database.db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.accountNumber, accountNumber));
  return rows.map((row) => row.amountKobo);
}

describe('a failed refund paid to a bank account from the console', () => {
  it("under ₦100,000: the holder's name read first, then paid out once by the refund job", async () => {
    const { orderId, reference } = await failedCardRefund(100_013);
    const { maker } = await team();
    const name = await admin.call('POST', '/admin/bank-accounts/resolve', {
      cookie: maker.cookie,
      csrf: maker.csrf,
      body: { bankCode: ACCESS, accountNumber: ACCOUNT },
    });
    expect(name.status).toBe(200);
    expect(name.body.data).toEqual({
      bankCode: ACCESS,
      bankName: 'Access Bank',
      accountName: 'BABATUNDE ADEYEMI',
    });

    const asked = await ask(maker, reference);
    expect(asked.status, asked.message).toBe(201);
    expect(asked.message).toBe('Refund of ₦1,000.13 queued to the bank account');
    expect(asked.data).toMatchObject({
      refundReference: reference,
      amountKobo: 100_013,
      bankName: 'Access Bank',
      accountNumber: '••••••0031',
      accountName: 'BABATUNDE ADEYEMI',
      status: 'approved',
      paidRefundStatus: 'queued',
    });
    // A second request for the same refund, even to another account, is refused.
    const again = await ask(maker, reference, OTHER_ACCOUNT);
    expect(again.status).toBe(409);
    expect(again.message).toBe('This refund is already being sent to a bank account.');

    await job();
    await settled();
    await job();
    expect((await refundsOf(orderId)).map((r) => [r.status, r.amountKobo])).toEqual([
      ['failed', 100_013],
      ['processed', 100_013],
    ]);
    expect(await paidTo(ACCOUNT)).toEqual([100_013]);
    expect(await paidTo(OTHER_ACCOUNT)).toEqual([]);
    expect((await listed(maker, asked.data.bankRefundId))?.paidRefundStatus).toBe('processed');

    // The audit trail names the request with the account masked and the operator's reason.
    const audited = await shop.database.db.select().from(auditEvents);
    expect(JSON.stringify(audited)).not.toContain(ACCOUNT);
    const request = audited.find(
      (event) => event.action === 'refund.bank-account' && event.targetId === reference,
    );
    expect(JSON.stringify(request)).toContain('••••••0031');
    expect(JSON.stringify(request)).toContain('Her card was cancelled');
  });

  it('from ₦100,000: waits for a second member; the maker cannot approve it, another member can', async () => {
    const { orderId, reference } = await failedCardRefund(10_000_013);
    const { maker, checker, support } = await team();
    expect((await ask(support, reference)).status).toBe(403);

    const asked = await ask(maker, reference);
    expect(asked.status, asked.message).toBe(201);
    expect(asked.message).toBe("Refund of ₦100,000.13 waits for a second staff member's approval");
    expect(asked.data).toMatchObject({
      status: 'awaiting-approval',
      paidRefundStatus: null,
      canDecide: false,
    });
    expect((await listed(checker, asked.data.bankRefundId))?.canDecide).toBe(true);

    const decision = `/admin/bank-refunds/${asked.data.bankRefundId}/decision`;
    const own = await post(decision, maker, { decision: 'approve' });
    expect(own.status).toBe(409);
    expect(own.message).toBe('You asked for this refund: another staff member must decide it.');
    await job();
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await paidTo(ACCOUNT)).not.toContain(10_000_013);

    const approved = await post(decision, checker, { decision: 'approve' });
    expect(approved.status, approved.message).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', paidRefundStatus: 'queued', canDecide: false });
    expect((await post(decision, checker, { decision: 'reject' })).status).toBe(409);
    await job();
    await settled();
    await job();
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect((await paidTo(ACCOUNT)).filter((amount) => amount === 10_000_013)).toHaveLength(1);
  });

  it('refuses, in plain words, a refund that has not failed, an unknown refund, bank or account', async () => {
    const orderId = await queuedCardRefund(300_000);
    const [queued] = await refundsOf(orderId);
    const { reference } = await failedCardRefund(200_013);
    const { maker } = await team();

    const notFailed = await ask(maker, queued?.reference ?? '');
    expect(notFailed.status).toBe(409);
    expect(notFailed.message).toBe('Only a refund that failed can be sent to a bank account.');
    expect((await ask(maker, 'RF-NO-SUCH-REFUND')).status).toBe(404);

    const unknownBank = await ask(maker, reference, ACCOUNT, '999');
    expect(unknownBank.status).toBe(422);
    expect(unknownBank.message).toBe(
      'Choose the bank from the list: the shop cannot pay out to that bank code.',
    );
    const unknownAccount = await ask(maker, reference, '0001234567');
    expect(unknownAccount.status).toBe(422);
    expect(unknownAccount.message).toBe(
      'The bank has no account with that number: check it with the shopper.',
    );
    const resolveUnknown = await admin.call('POST', '/admin/bank-accounts/resolve', {
      cookie: maker.cookie,
      csrf: maker.csrf,
      body: { bankCode: ACCESS, accountNumber: '0001234567' },
    });
    expect(resolveUnknown.status).toBe(422);
    const tooShort = await ask(maker, reference, '12345');
    expect(tooShort.status).toBeGreaterThanOrEqual(400);
    expect(tooShort.status).toBeLessThan(500);

    const noReason = await post('/admin/bank-refunds', maker, {
      refundReference: reference,
      bankCode: ACCESS,
      accountNumber: ACCOUNT,
      reason: 'card',
    });
    expect(noReason.status).toBe(422);
    expect(noReason.message).toBe('Say why, in 10 to 500 characters: it is kept in the audit trail');

    // None of the refusals wrote a request: the failed refund can still be sent.
    expect((await ask(maker, reference)).status).toBe(201);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'two requests at once for one failed refund make one bank refund (PostgreSQL)',
    async () => {
      const { reference } = await failedCardRefund(400_013);
      const { maker, checker } = await team();
      const answers = await Promise.all([ask(maker, reference), ask(checker, reference, OTHER_ACCOUNT)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const [failed] = await shop.database.db.select().from(refunds).where(eq(refunds.reference, reference));
      const rows = await shop.database.db
        .select()
        .from(bankRefunds)
        .where(eq(bankRefunds.refundId, failed?.id ?? 0));
      expect(rows).toHaveLength(1);
    },
  );
});
