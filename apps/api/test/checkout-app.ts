import { randomUUID } from 'node:crypto';
import {
  type CalendarDate,
  instalmentQuote,
  keyFactsStatement,
  nairaToKobo,
  type PaymentPlanType,
  parsePaymentOptions,
  shippingOption,
} from '@oja/domain';
import { and, count, eq } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import type { Database } from '../src/db/connect.ts';
import { mandates, orders, outbox, payments, products, users } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import type { CardPayments } from '../src/payments/card-payments.ts';
import type { DirectDebit } from '../src/payments/direct-debit.ts';
import { SandboxDirectDebit } from '../src/payments/direct-debit-sandbox.ts';
import { SandboxPayouts } from '../src/payments/payouts/sandbox-payouts.ts';
import { SandboxCardPayments } from '../src/payments/sandbox.ts';
import type { WebhookDelivery } from '../src/payments/sandbox-webhooks.ts';
import type { SettlementReports } from '../src/payments/settlement-reports.ts';
import { SandboxTransferPayments } from '../src/payments/transfers/sandbox-transfers.ts';
import type { TransferPayments } from '../src/payments/transfers/transfer-payments.ts';
import type { SmsSettings } from '../src/sms/inbound.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { createTestDatabase } from './test-database.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Seeded products the checkout tests lean on (see packages/catalogue). */
export const PHONE = 'OJA-PHN-001'; // Tecno Spark 20 Pro, ₦185,000, 35% down
export const BUDGET_PHONE = 'OJA-PHN-003'; // itel A70, ₦89,500, 40% down
export const TABLET = 'OJA-PHN-010'; // Samsung Galaxy Tab A9, ₦265,000, 40% down
export const MACBOOK = 'OJA-CMP-004'; // Apple MacBook Air M2, ₦1,850,000, 60% down
export const FULL_ONLY = 'OJA-HAP-005'; // Binatone standing fan, ₦38,500, full payment only
export const MICROWAVE = 'OJA-HAP-006'; // Nexus 20L microwave, ₦79,000, 35% down
/** The sandbox card that is approved at once. */
export const SUCCESS_CARD = '4084084084084081';

const LEKKI = {
  residentialAddress: '12 Admiralty Way',
  residentialCity: 'Eti-Osa',
  residentialState: 'Lagos',
};

let counter = 0;

/**
 * The API on a fresh, seeded database with the card sandbox, a clock the test moves and every answer checked
 * against openapi.yaml. Shoppers' accounts are written straight into the database with a live session (signing
 * up is tested elsewhere, and 50 scrypt hashes would be most of a test's time); everything they do afterwards
 * (addresses, verification, cart, checkout, payment) goes through the API.
 */
export async function createCheckoutApp(
  options: {
    cardPayments?: (db: Database) => CardPayments;
    lateDeliveryMs?: number;
    /** How long the card sandbox's refunds stay pending (50 ms). */
    refundDelayMs?: number;
    /** Where the sandbox's webhooks go instead of the app's endpoint. */
    deliver?: WebhookDelivery;
    /** Where the direct-debit sandbox's webhooks go instead of the app's endpoint. */
    deliverDirectDebit?: WebhookDelivery;
    /** Another direct-debit provider for the app (Paystack on a fake); `directDebit` is then unused. */
    directDebitProvider?: DirectDebit;
    /** The app's SMS settings (the inbound webhook's secret); the SMS sandbox without the webhook by default. */
    sms?: SmsSettings;
    /** Another settlement report for the reconciliation (Paystack on a fake); the sandbox's books by default. */
    settlementReports?: SettlementReports;
    /** The app's transfer provider built over the sandbox bank (a failing one, say); the sandbox bank itself by default. */
    transfers?: (bank: SandboxTransferPayments) => TransferPayments;
  } = {},
) {
  const database = await createTestDatabase({ catalogue: true });
  const contract = new ContractValidator();
  let clock = Date.parse('2030-01-01T09:00:00Z');
  const now = () => clock;
  const sandboxLog: string[] = [];
  const sandbox = new SandboxCardPayments({
    db: database.db,
    now,
    lateDeliveryMs: options.lateDeliveryMs ?? 40,
    refundDelayMs: options.refundDelayMs ?? 50,
    retryDelaysMs: [10, 20, 40],
    log: (line) => sandboxLog.push(line),
    ...(options.deliver ? { deliver: options.deliver } : {}),
  });
  const cardPayments = options.cardPayments?.(database.db) ?? sandbox;
  const directDebit = new SandboxDirectDebit({
    db: database.db,
    now,
    // Long enough that a test reads the mandate still pending after the consent form on a loaded
    // PostgreSQL run (50 ms was not: mandates.test.ts saw the approval's email already sent).
    approvalDelayMs: 500,
    lateDeliveryMs: options.lateDeliveryMs ?? 40,
    retryDelaysMs: [10, 20, 40],
    log: (line) => sandboxLog.push(line),
    ...(options.deliverDirectDebit ? { deliver: options.deliverDirectDebit } : {}),
  });
  // The sandbox bank (issue 44): its notices reach the app's transfer webhook, copies and late ones included.
  const transferBank = new SandboxTransferPayments({
    now,
    lateDeliveryMs: options.lateDeliveryMs ?? 40,
    retryDelaysMs: [10, 20, 40],
    log: (line) => sandboxLog.push(line),
  });
  // The payout sandbox (refunds to bank accounts): its transfer.* notices reach the app's card webhook.
  const payoutBank = new SandboxPayouts({
    db: database.db,
    now,
    settleDelayMs: 30,
    lateDeliveryMs: options.lateDeliveryMs ?? 40,
    retryDelaysMs: [10, 20, 40],
    log: (line) => sandboxLog.push(line),
  });
  const email = new SandboxEmailSender(database.db, now, () => undefined);
  const app = createApp({
    transfers: options.transfers?.(transferBank) ?? transferBank,
    payouts: payoutBank,
    db: database.db,
    imagesDir: database.dataDir,
    validator: contract,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.settlementReports ? { settlementReports: options.settlementReports } : {}),
    now,
    email,
    cardPayments,
    directDebit: options.directDebitProvider ?? directDebit,
    creditBureau: new SandboxCreditBureau(() => undefined),
    publicUrl: 'http://shop.test',
  });

  /** Calls the API under /api/v1 and checks the answer against the contract. */
  async function call(
    method: Method,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const sent: Record<string, string> = { ...headers };
    if (token) sent.authorization = `Bearer ${token}`;
    if (body !== undefined) sent['content-type'] ??= 'application/json';
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const raw = await response.text();
    const json = JSON.parse(raw);
    const check = contract.checkResponse(method, path.split('?')[0] ?? path, response.status, json);
    if (!check.valid)
      throw new Error(
        `${method} ${path} ${response.status} breaks the contract: ${JSON.stringify(check.errors)} ${raw}`,
      );
    return { status: response.status, body: json };
  }

  /**
   * A signed-in shopper with one Lagos delivery address; `verified` passes address and debt verification
   * through the API (the sandboxes approve), `tier2` makes the account Tier 2.
   */
  async function shopper({ verified = false, tier2 = false } = {}) {
    counter++;
    const n = `${process.pid}${counter}`.slice(-8).padStart(8, '0');
    const email = `buyer${counter}@example.com`;
    const [user] = await database.db
      .insert(users)
      .values({
        userId: randomUUID(),
        email,
        phoneNumber: `+23480${n}`,
        firstName: 'Ada',
        passwordHash: 'not-used',
        isEmailVerified: true,
        isTier2: tier2,
        createdAt: new Date(clock),
      })
      .returning();
    if (!user) throw new Error('no user');
    const token = await createSession(database.db, user.id, clock);
    if (verified) {
      await expectOk(
        call('PATCH', '/user/add-resindential-address', {
          token,
          body: { ...LEKKI, firstName: 'Ada', lastName: 'Okafor' },
        }),
      );
      await expectOk(
        // A BVN of their own: one BVN approves one account.
        call('POST', '/validate-bvn-and-get-credit-summary', {
          token,
          body: { bvn: `2${n.padStart(10, '0')}`, consent: true },
        }),
      );
    }
    const added = await expectOk(
      call('POST', '/user/add-delivery-address', {
        token,
        body: { streetAddress: '5 Bode Thomas Street, Surulere', state: 'Lagos state' },
      }),
    );
    return { email, token, userId: user.id, addressId: added.data.addressData.id };
  }

  type Shopper = Awaited<ReturnType<typeof shopper>>;

  async function addToCart(
    who: Shopper,
    productID: string,
    { quantity = 1, plan }: { quantity?: number; plan?: string } = {},
  ) {
    await expectOk(
      call('POST', '/cart/add-to-cart', {
        token: who.token,
        body: { productID, quantity, ...(plan ? { selectedPaymentPlan: plan } : {}) },
      }),
    );
  }

  /**
   * The key facts statement checkout shows for the shopper's cart, built as the shop's checkout page builds it:
   * from the cart the API answers (each line's total, plan and options) with the domain's instalmentQuote on
   * the shop's day, then keyFactsStatement.
   */
  async function keyFactsFor(who: Shopper, shipping = 'standard') {
    const { body } = await call('GET', '/cart/view-cart', { token: who.token });
    const items = body.data.cart.items as {
      totalPrice: number;
      selectedPaymentPlan: PaymentPlanType;
      linePaymentOptions: unknown;
      available?: boolean;
    }[];
    const option = shippingOption(shipping);
    if (!option) throw new Error(`no shipping option ${shipping}`);
    const quoted = instalmentQuote(
      items
        .filter((item) => item.available !== false)
        .map((item) => ({
          lineTotal: nairaToKobo(item.totalPrice) ?? (0 as never),
          plan: item.selectedPaymentPlan,
          options: parsePaymentOptions(item.linePaymentOptions).options,
        })),
      option,
      // The shop's day as the cart answers it, as the shop's checkout dates the statement.
      body.data.today as CalendarDate,
    );
    if (!quoted.ok) throw new Error(quoted.error);
    return keyFactsStatement(quoted.quote);
  }

  /**
   * POST /orders/create-paystack-order with the shopper's address (or another body). The key facts of the
   * cart are accepted, as a shopper ticking the box does, unless the body says what to send
   * (`keyFactsAccepted: undefined` sends none).
   */
  async function checkout(who: Shopper, body: Record<string, unknown> = {}) {
    const acceptance =
      'keyFactsAccepted' in body
        ? {}
        : await keyFactsFor(who, (body.shippingOption as string | undefined) ?? 'standard').then(
            (statement) => ({ keyFactsAccepted: { version: statement.version, hash: statement.hash } }),
            // A cart the quote cannot price (empty): the server answers for it.
            () => ({}),
          );
    return call('POST', '/orders/create-paystack-order', {
      token: who.token,
      body: { deliveryAddressId: who.addressId, shippingOption: 'standard', ...acceptance, ...body },
    });
  }

  /** The shopper on the sandbox's hosted page: types a card (or presses Cancel payment). */
  async function payOnPage(reference: string, cardNumber: string | 'cancel') {
    const form: Record<string, string> =
      cardNumber === 'cancel' ? { action: 'cancel' } : { cardNumber, expiry: '12/30', cvv: '408' };
    const response = await app.request(`/sandbox/card/${encodeURIComponent(reference)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }

  /** Checks out the shopper's cart of one product on a plan; pays the first payment unless told not to. */
  async function placeOrder(who: Shopper, productID: string, plan: string, { pay = true } = {}) {
    await addToCart(who, productID, { plan });
    const { body } = await checkout(who);
    const reference = body.data.paystack_config.reference as string;
    if (pay) {
      await payOnPage(reference, SUCCESS_CARD);
      const checked = await call('POST', '/orders/validate-paystack-payment', {
        token: who.token,
        body: { reference },
      });
      if (checked.body.payment_verified !== true) throw new Error('first payment not verified');
    }
    return {
      id: body.data.order.id as string,
      orderNumber: body.data.order.orderNumber as string,
      reference,
    };
  }

  /** The order's direct debit set up on the bank's page with a sandbox account (0000000001 approves at once). */
  async function setUpDirectDebit(who: Shopper, reference: string, account = '0000000001') {
    const { body } = await call('POST', '/orders/create-paystack-mandate', {
      token: who.token,
      body: { reference },
    });
    const answered = await app.request(new URL(body.data.redirect_url as string).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ accountNumber: account }).toString(),
    });
    if (answered.status !== 303) throw new Error(`bank page answered ${answered.status}`);
    await directDebit.idle();
  }

  /**
   * An instalment order of the phone on `plan` by a new verified shopper, its down payment paid, and (unless
   * `account` is null) its mandate set up with that sandbox account and active.
   */
  async function instalmentOrder(plan: 'daily' | 'weekly' | 'monthly', account: string | null) {
    const buyer = await shopper({ verified: true });
    const placed = await placeOrder(buyer, PHONE, plan);
    const [order] = await database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    if (!order) throw new Error('no order');
    if (account) {
      await setUpDirectDebit(buyer, placed.reference, account);
      const [row] = await database.db.select().from(mandates).where(eq(mandates.orderId, order.id));
      if (row?.status !== 'active') throw new Error(`mandate ${row?.status ?? 'missing'}, not active`);
    }
    return { buyer, order };
  }

  /** The shopper signs in again (a new session at the shop's time): after the clock moved past a week. */
  async function signInAgain(who: Shopper): Promise<void> {
    who.token = await createSession(database.db, who.userId, clock);
  }

  /** Sets a product's stock, as a stock count in the warehouse would. */
  async function setStock(productID: string, stock: number) {
    await database.db
      .update(products)
      .set({ stock, inStock: stock > 0 })
      .where(eq(products.productId, productID));
  }

  async function stockOf(productID: string): Promise<number> {
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.productId, productID));
    return row?.stock ?? Number.NaN;
  }

  /** Rows that prove what happened, counted in the database. */
  const counts = {
    orders: async (userId?: number) =>
      first(
        await database.db
          .select({ n: count() })
          .from(orders)
          .where(userId ? eq(orders.userId, userId) : undefined),
      ),
    paidOrders: async () =>
      first(await database.db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid'))),
    succeededPayments: async (orderNumber?: string) =>
      first(
        await database.db
          .select({ n: count() })
          .from(payments)
          .innerJoin(orders, eq(payments.orderId, orders.id))
          .where(
            and(
              eq(payments.status, 'succeeded'),
              orderNumber ? eq(orders.orderNumber, orderNumber) : undefined,
            ),
          ),
      ),
    emails: async (email: string, subject?: RegExp) => {
      const rows = await database.db.select().from(outbox).where(eq(outbox.to, email));
      return rows.filter((row) => !subject || subject.test(row.subject)).length;
    },
  };

  return {
    app,
    database,
    contract,
    sandbox,
    directDebit,
    transferBank,
    payoutBank,
    sandboxLog,
    call,
    shopper,
    addToCart,
    checkout,
    keyFactsFor,
    payOnPage,
    placeOrder,
    setUpDirectDebit,
    instalmentOrder,
    signInAgain,
    setStock,
    stockOf,
    counts,
    email,
    now,
    advance: (ms: number) => {
      clock += ms;
    },
    dispose: async () => {
      await sandbox.idle();
      await directDebit.idle();
      await transferBank.idle();
      await payoutBank.idle();
      await database.dispose();
    },
  };
}

export type CheckoutApp = Awaited<ReturnType<typeof createCheckoutApp>>;
export type Shopper = Awaited<ReturnType<CheckoutApp['shopper']>>;

function first(rows: Array<{ n: number }>): number {
  return rows[0]?.n ?? 0;
}

async function expectOk<T extends { status: number; body: { message?: string } }>(answer: Promise<T>) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`answered ${status}: ${body.message}`);
  return body as { data: { addressData: { id: string } } };
}
