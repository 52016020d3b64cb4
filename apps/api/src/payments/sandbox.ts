import { and, asc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sandboxCardRefunds, sandboxCardTransactions, sandboxDirectDebitCharges } from '../db/schema.ts';
import { logger } from '../ops/log.ts';
import { cardPaymentsStarted } from '../ops/metrics.ts';
import {
  type CardPayments,
  hasValidSignature,
  type InitializeRequest,
  type ProviderRefund,
  RefundRefusedError,
  type RefundRequest,
  type VerifiedTransaction,
} from './card-payments.ts';
import { SandboxWebhooks, sleep, type WebhookDelivery } from './sandbox-webhooks.ts';

/** The sandbox's keys: test values, published in docs/api/payments.md (they protect nothing but the sandbox). */
export const SANDBOX_SECRET_KEY = 'sk_test_oja_sandbox';
const SANDBOX_PUBLIC_KEY = 'pk_test_oja_sandbox';

/** Where the sandbox's hosted card page is served, by this server: `/sandbox/card/{reference}`. */
export const SANDBOX_CARD_PATH = '/sandbox/card/';

/** The webhook endpoint the sandbox delivers to (the one Paystack would be configured with). */
export const WEBHOOK_PATH = '/api/v1/payment/paystack-webhook';

/**
 * The test cards of the hosted page (any future expiry, any 3-digit CVV). A number not listed is refused on
 * the page, and the transaction stays open.
 */
export const SANDBOX_CARDS = {
  '4084084084084081': { outcome: 'success', gatewayResponse: 'Approved', label: 'Success' },
  '4000000000000002': { outcome: 'failed', gatewayResponse: 'Declined', label: 'Declined' },
  '4000000000009995': {
    outcome: 'failed',
    gatewayResponse: 'Insufficient Funds',
    label: 'Insufficient funds',
  },
  '4000000000000119': {
    outcome: 'abandoned',
    gatewayResponse: 'The customer abandoned the payment',
    label: 'Abandon (as if the shopper walked away)',
  },
} as const;

/**
 * The sandbox's refund test data: a refund of an amount whose last two kobo digits are 13 (₦1,000.13,
 * ₦25.13…) fails at the processor (`refund.failed`); every other refund is processed.
 */
export const FAILING_REFUND_KOBO = 13;

export interface SandboxOptions {
  db: Database;
  now?: () => number;
  /** Where webhooks go; createApp points it at its own webhook endpoint when none is given. */
  deliver?: WebhookDelivery;
  /** When the late copy of each webhook (charge.success, refund.*) is sent, after the first one (10 s). */
  lateDeliveryMs?: number;
  /** How long a refund stays 'pending' before the processor settles it (5 s). */
  refundDelayMs?: number;
  /** Waits before each retry of a webhook the endpoint did not take (non-2xx or no answer). */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

type SandboxRow = typeof sandboxCardTransactions.$inferSelect;
export type SandboxRefundRow = typeof sandboxCardRefunds.$inferSelect;

export type CardAttempt =
  | { kind: 'paid' | 'failed' | 'abandoned'; transaction: SandboxRow }
  | { kind: 'unknown-card' | 'closed'; transaction: SandboxRow }
  | { kind: 'not-found' };

/**
 * The card sandbox (the default provider): it keeps its transactions in its own table, as a provider keeps
 * its books; serves a hosted card page (sandbox-page.ts) with the test cards above; and, like Paystack,
 * signs and sends a `charge.success` webhook for each successful charge, delivered at least once: the
 * first delivery, a duplicate straight after it, and a late copy `lateDeliveryMs` later, each retried while
 * the endpoint answers anything but 2xx. Deliveries are timers of this process: a killed server loses the
 * ones not yet sent (the shop then learns of the payment by verifying the reference, as with Paystack).
 *
 * Refunds (`refund`, `findRefund`): kept in its own books (sandbox_card_refunds), of a card payment or of a
 * direct debit (one provider's books), refused like Paystack refuses them (an unknown or unpaid
 * transaction, a currency that is not the payment's, more than is left of the payment: 'Transaction has been
 * fully reversed' once nothing is). Each is 'pending' for `refundDelayMs`, then processed (or failed: see
 * FAILING_REFUND_KOBO) and told by a signed `refund.processed` or `refund.failed` webhook, sent three times as
 * a charge's is. A refund whose timer died with its process is settled when it is next read (findRefund,
 * the hosted page): the processor is not this process.
 */
export class SandboxCardPayments implements CardPayments {
  readonly kind = 'sandbox';
  readonly publicKey = SANDBOX_PUBLIC_KEY;
  readonly #db: Database;
  readonly #now: () => number;
  readonly #refundDelayMs: number;
  readonly #log: (line: string) => void;
  readonly #webhooks: SandboxWebhooks;

  constructor({
    db,
    now = Date.now,
    deliver,
    lateDeliveryMs = 10_000,
    refundDelayMs = 5_000,
    retryDelaysMs,
    log,
  }: SandboxOptions) {
    this.#db = db;
    this.#now = now;
    this.#refundDelayMs = refundDelayMs;
    this.#log = log ?? ((line: string) => logger.info(line));
    this.#webhooks = new SandboxWebhooks({
      deliver,
      secret: SANDBOX_SECRET_KEY,
      lateDeliveryMs,
      retryDelaysMs,
      log: this.#log,
      name: '[card sandbox]',
    });
  }

  /** Points the webhooks at an endpoint, unless one was given at construction. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  async initialize({ reference, amount, currency, email, callbackUrl }: InitializeRequest) {
    // Asking twice for one reference starts nothing new (Paystack would refuse a duplicate reference).
    await this.#db
      .insert(sandboxCardTransactions)
      .values({
        reference,
        amountKobo: amount,
        currency,
        email,
        callbackUrl,
        status: 'abandoned',
        createdAt: new Date(this.#now()),
      })
      .onConflictDoNothing();
    cardPaymentsStarted.inc({ provider: 'sandbox' });
    // The page is served by this server, so it lives on the origin the shopper comes back to.
    return {
      authorizationUrl: `${new URL(callbackUrl).origin}${SANDBOX_CARD_PATH}${encodeURIComponent(reference)}`,
    };
  }

  async verify(reference: string): Promise<VerifiedTransaction | null> {
    const row = await this.transaction(reference);
    if (!row) return null;
    return {
      reference: row.reference,
      status: row.status as VerifiedTransaction['status'],
      amount: row.amountKobo,
      currency: row.currency,
      gatewayResponse: row.gatewayResponse,
    };
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(SANDBOX_SECRET_KEY, rawBody, signature);
  }

  /** The transaction behind a reference, as the hosted page shows it. */
  async transaction(reference: string): Promise<SandboxRow | null> {
    const [row] = await this.#db
      .select()
      .from(sandboxCardTransactions)
      .where(eq(sandboxCardTransactions.reference, reference));
    return row ?? null;
  }

  /**
   * A card typed on the hosted page. Only an open transaction ('abandoned': nothing paid yet) can be charged,
   * and the change is one conditional UPDATE, so a card submitted twice charges once.
   */
  async pay(reference: string, cardNumber: string): Promise<CardAttempt> {
    const transaction = await this.transaction(reference);
    if (!transaction) return { kind: 'not-found' };
    if (transaction.status !== 'abandoned') return { kind: 'closed', transaction };
    const card = SANDBOX_CARDS[cardNumber.replace(/\D/g, '') as keyof typeof SANDBOX_CARDS];
    if (!card) return { kind: 'unknown-card', transaction };
    if (card.outcome === 'abandoned') return this.abandon(reference, card.gatewayResponse);
    const paidAt = card.outcome === 'success' ? new Date(this.#now()) : null;
    const [changed] = await this.#db
      .update(sandboxCardTransactions)
      .set({ status: card.outcome, gatewayResponse: card.gatewayResponse, paidAt })
      .where(
        and(
          eq(sandboxCardTransactions.reference, reference),
          eq(sandboxCardTransactions.status, 'abandoned'),
        ),
      )
      .returning();
    if (!changed) return { kind: 'closed', transaction: (await this.transaction(reference)) ?? transaction };
    this.#log(`[card sandbox] ${reference}: ${card.gatewayResponse}`);
    if (card.outcome === 'success') this.#sendChargeSuccess(changed);
    return { kind: card.outcome === 'success' ? 'paid' : 'failed', transaction: changed };
  }

  /** The shopper leaves the page without paying: the transaction stays open ('abandoned'), as on Paystack. */
  async abandon(reference: string, why = 'The customer cancelled the payment'): Promise<CardAttempt> {
    const [row] = await this.#db
      .update(sandboxCardTransactions)
      .set({ gatewayResponse: why })
      .where(
        and(
          eq(sandboxCardTransactions.reference, reference),
          eq(sandboxCardTransactions.status, 'abandoned'),
        ),
      )
      .returning();
    if (row) return { kind: 'abandoned', transaction: row };
    const transaction = await this.transaction(reference);
    return transaction ? { kind: 'closed', transaction } : { kind: 'not-found' };
  }

  /**
   * A refund of a successful payment (card or direct debit), refused when more is asked than is left of it.
   * The payment's row is locked while the refunds so far are counted, so two refunds at once cannot both take
   * the last of it. Answers 'pending'; the processor settles it `refundDelayMs` later.
   */
  async refund({
    reference,
    transactionReference,
    amountKobo,
    currency,
  }: RefundRequest): Promise<ProviderRefund> {
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
      throw new RefundRefusedError('Invalid amount passed.');
    }
    const row = await this.#db.transaction(async (tx) => {
      const [card] = await tx
        .select({
          amount: sandboxCardTransactions.amountKobo,
          currency: sandboxCardTransactions.currency,
          status: sandboxCardTransactions.status,
        })
        .from(sandboxCardTransactions)
        .where(eq(sandboxCardTransactions.reference, transactionReference))
        .for('update');
      const [debit] = card
        ? []
        : await tx
            .select({
              amount: sandboxDirectDebitCharges.amountKobo,
              currency: sandboxDirectDebitCharges.currency,
              status: sandboxDirectDebitCharges.status,
            })
            .from(sandboxDirectDebitCharges)
            .where(eq(sandboxDirectDebitCharges.reference, transactionReference))
            .for('update');
      const paid = card ?? debit;
      if (!paid) throw new RefundRefusedError('Transaction reference not found');
      if (paid.status !== 'success')
        throw new RefundRefusedError('Transaction was not successful: nothing to refund');
      if (paid.currency !== currency)
        throw new RefundRefusedError(`Currency must be the transaction's (${paid.currency})`);
      const [refunded] = await tx
        .select({ kobo: sql<string>`coalesce(sum(${sandboxCardRefunds.amountKobo}), 0)` })
        .from(sandboxCardRefunds)
        .where(
          and(
            eq(sandboxCardRefunds.transactionReference, transactionReference),
            ne(sandboxCardRefunds.status, 'failed'),
          ),
        );
      const left = paid.amount - Number(refunded?.kobo ?? 0);
      if (left <= 0) throw new RefundRefusedError('Transaction has been fully reversed');
      if (amountKobo > left) {
        throw new RefundRefusedError(
          `Refund amount cannot be more than what is left of the transaction (${left} kobo)`,
        );
      }
      const [inserted] = await tx
        .insert(sandboxCardRefunds)
        .values({
          transactionReference,
          amountKobo,
          currency,
          merchantNote: reference,
          status: 'pending',
          createdAt: new Date(this.#now()),
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error(`the sandbox did not record the refund ${reference}`);
    this.#log(`[card sandbox] refund ${row.id} of ${transactionReference} (${reference}): pending`);
    this.#webhooks.track(
      sleep(this.#refundDelayMs)
        .then(() => this.#settleRefunds(eq(sandboxCardRefunds.id, row.id)))
        // A database gone (the process stopping): the refund is settled when it is next read.
        .catch((error: unknown) =>
          this.#log(`[card sandbox] refund ${row.id} not settled yet: ${String(error)}`),
        ),
    );
    return { providerRefundId: String(row.id), status: 'pending' };
  }

  /** The refund whose merchant note is `reference`, of the payment `transactionReference`; null when none. */
  async findRefund({
    reference,
    transactionReference,
  }: {
    reference: string;
    transactionReference: string;
  }): Promise<ProviderRefund | null> {
    const [row] = (await this.refundsOf(transactionReference)).filter((r) => r.merchantNote === reference);
    return row ? { providerRefundId: String(row.id), status: row.status as ProviderRefund['status'] } : null;
  }

  /** Every refund of a payment, oldest first, the ones whose time has come settled first. */
  async refundsOf(transactionReference: string): Promise<SandboxRefundRow[]> {
    await this.#settleRefunds(
      and(
        eq(sandboxCardRefunds.transactionReference, transactionReference),
        lte(sandboxCardRefunds.createdAt, new Date(this.#now() - this.#refundDelayMs)),
      ),
    );
    return this.#db
      .select()
      .from(sandboxCardRefunds)
      .where(eq(sandboxCardRefunds.transactionReference, transactionReference))
      .orderBy(asc(sandboxCardRefunds.id));
  }

  /**
   * The processor's answer to pending refunds (`which` of them): processed, or failed for the test amounts,
   * in one conditional UPDATE, so a refund settled by its timer and by a read at once is told once.
   */
  async #settleRefunds(which: SQL | undefined): Promise<void> {
    const settled = await this.#db
      .update(sandboxCardRefunds)
      .set({
        status: sql`case when ${sandboxCardRefunds.amountKobo} % 100 = ${FAILING_REFUND_KOBO} then 'failed' else 'processed' end`,
        settledAt: new Date(this.#now()),
      })
      .where(and(which, eq(sandboxCardRefunds.status, 'pending')))
      .returning();
    for (const row of settled) {
      this.#log(`[card sandbox] refund ${row.id} of ${row.transactionReference}: ${row.status}`);
      this.#sendRefundEvent(row);
    }
  }

  /**
   * Resolves once every webhook and refund settlement scheduled so far is done or given up (tests, shutdown).
   * Its timers do not keep a process alive: in a process with nothing else to do it may never resolve.
   */
  idle(): Promise<void> {
    return this.#webhooks.idle();
  }

  #sendChargeSuccess(row: SandboxRow): void {
    const rawBody = JSON.stringify({
      event: 'charge.success',
      data: {
        domain: 'test',
        status: 'success',
        reference: row.reference,
        amount: row.amountKobo,
        currency: row.currency,
        gateway_response: row.gatewayResponse,
        paid_at: row.paidAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        channel: 'card',
        customer: { email: row.email },
        authorization: { last4: '4081', bank: 'TEST BANK', card_type: 'visa', reusable: false },
      },
    });
    this.#webhooks.send(rawBody);
  }

  /** A refund's news, as Paystack's refund webhooks carry it (amount in kobo, the payment's reference). */
  #sendRefundEvent(row: SandboxRefundRow): void {
    this.#webhooks.send(
      JSON.stringify({
        event: `refund.${row.status}`,
        data: {
          id: String(row.id),
          status: row.status,
          transaction_reference: row.transactionReference,
          refund_reference: row.status === 'processed' ? `SRF_${row.id}` : null,
          amount: row.amountKobo,
          currency: row.currency,
          processor: 'sandbox',
          merchant_note: row.merchantNote,
          domain: 'test',
        },
      }),
    );
  }
}
