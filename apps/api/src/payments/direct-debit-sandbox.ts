import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sandboxDirectDebitCharges, sandboxDirectDebitConsents, users } from '../db/schema.ts';
import { logger } from '../ops/log.ts';
import { hasValidSignature, PaymentProviderError } from './card-payments.ts';
import type {
  AuthorizationRequest,
  ChargeRequest,
  DirectDebit,
  VerifiedAuthorization,
  VerifiedCharge,
} from './direct-debit.ts';
import { SANDBOX_SECRET_KEY } from './sandbox.ts';
import { SandboxWebhooks, sleep, type WebhookDelivery } from './sandbox-webhooks.ts';

/** Where the sandbox's bank consent page is served, by this server: `/sandbox/mandate/{reference}`. */
export const SANDBOX_MANDATE_PATH = '/sandbox/mandate/';

/** The direct-debit webhook endpoint the sandbox delivers to. */
export const DIRECT_DEBIT_WEBHOOK_PATH = '/api/v1/payment/paystack-direct-debit-webhook';

const BANK_NAME = 'Oja Test Bank';

/** The consent page's test accounts. Any other number is refused on the page, and the consent stays open. */
export const SANDBOX_ACCOUNTS = {
  '0000000001': { outcome: 'approve', label: 'Approve at once' },
  '0000000002': { outcome: 'approve-later', label: 'Approve after a delay (the bank takes its time)' },
  '0000000003': { outcome: 'refuse', label: 'Refuse (the bank declines the mandate)' },
  '0000000004': {
    outcome: 'approve',
    label: 'Approve, but the first debit of each instalment fails (Insufficient Funds)',
  },
} as const;

/** The account whose first debit of each instalment fails for want of funds; its later debits succeed. */
const FIRST_DEBIT_FAILS = '0000000004';

/** The currency of every sandbox debit. */
const NGN = 'NGN';

type ConsentRow = typeof sandboxDirectDebitConsents.$inferSelect;

export type ConsentAnswer =
  | { kind: 'answered' | 'unknown-account' | 'closed'; consent: ConsentRow }
  | { kind: 'not-found' };

export interface SandboxDirectDebitOptions {
  db: Database;
  now?: () => number;
  deliver?: WebhookDelivery;
  /** How long the bank takes to approve the 'approve after a delay' account (30 s). */
  approvalDelayMs?: number;
  /** When the late copy of each webhook is sent, after the first one (10 s). */
  lateDeliveryMs?: number;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/**
 * The direct-debit sandbox (the default provider): it keeps its consents in its own table, serves a bank
 * consent page (bank-consent-page.ts) with the test accounts above, and signs and sends a webhook when the
 * bank answers (`direct_debit.authorization.active` or `.failed`), delivered at least once: the first
 * delivery, a duplicate straight after it, and a late copy, each retried while the endpoint answers
 * anything but 2xx. The delayed approval and the deliveries are timers of this process: a killed server
 * loses them (the consent then stays pending).
 */
export class SandboxDirectDebit implements DirectDebit {
  readonly kind = 'sandbox';
  readonly #db: Database;
  readonly #now: () => number;
  readonly #approvalDelayMs: number;
  readonly #log: (line: string) => void;
  readonly #webhooks: SandboxWebhooks;

  constructor({
    db,
    now = Date.now,
    deliver,
    approvalDelayMs = 30_000,
    lateDeliveryMs = 10_000,
    retryDelaysMs,
    log,
  }: SandboxDirectDebitOptions) {
    this.#db = db;
    this.#now = now;
    this.#approvalDelayMs = approvalDelayMs;
    this.#log = log ?? ((line: string) => logger.info(line));
    this.#webhooks = new SandboxWebhooks({
      deliver,
      secret: SANDBOX_SECRET_KEY,
      lateDeliveryMs,
      retryDelaysMs,
      log: this.#log,
      name: '[direct-debit sandbox]',
    });
  }

  /** Points the webhooks at an endpoint, unless one was given at construction. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  async initialize({ reference, email, callbackUrl }: AuthorizationRequest) {
    // Asking twice for one reference starts nothing new.
    await this.#db
      .insert(sandboxDirectDebitConsents)
      .values({ reference, email, callbackUrl, status: 'pending', createdAt: new Date(this.#now()) })
      .onConflictDoNothing();
    return {
      redirectUrl: `${new URL(callbackUrl).origin}${SANDBOX_MANDATE_PATH}${encodeURIComponent(reference)}`,
      reference,
    };
  }

  async verify(reference: string): Promise<VerifiedAuthorization | null> {
    const row = await this.consent(reference);
    if (!row) return null;
    return {
      reference: row.reference,
      // A revoked consent reads as not active, as Paystack's verify answers a deactivated authorization.
      status: row.status === 'revoked' ? 'pending' : (row.status as VerifiedAuthorization['status']),
      authorizationCode: row.status === 'active' ? row.authorizationCode : null,
      accountName: row.accountNumber ? await this.#holderName(row.email) : null,
      bankName: row.accountNumber ? BANK_NAME : null,
      last4: row.accountNumber?.slice(-4) ?? null,
    };
  }

  /**
   * Revokes the consent that carries this authorization code (a second time changes nothing); a code the
   * sandbox never gave is refused, as Paystack refuses one it does not know.
   */
  async deactivate(authorizationCode: string): Promise<void> {
    const [revoked] = await this.#db
      .update(sandboxDirectDebitConsents)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(sandboxDirectDebitConsents.authorizationCode, authorizationCode),
          ne(sandboxDirectDebitConsents.status, 'refused'),
        ),
      )
      .returning();
    if (!revoked) throw new PaymentProviderError(`The sandbox knows no authorization ${authorizationCode}`);
    this.#log(`[direct-debit sandbox] ${revoked.reference}: authorization deactivated`);
  }

  /**
   * Debits the account behind an active consent, recorded in the sandbox's books under `reference` (its
   * primary key): a reference seen before charges nothing and is refused, as Paystack refuses a duplicate.
   * Accounts 0000000001 and 0000000002 always pay; 0000000004 refuses the first debit of each instalment
   * (the first charge with its `debitKey`) with 'Insufficient Funds' and pays the later ones. An unknown or
   * inactive authorization is a failed debit.
   */
  async charge({ authorizationCode, email, amountKobo, reference, debitKey }: ChargeRequest) {
    const [consent] = await this.#db
      .select()
      .from(sandboxDirectDebitConsents)
      .where(eq(sandboxDirectDebitConsents.authorizationCode, authorizationCode));
    let outcome: { status: 'success' | 'failed'; gatewayResponse: string } = {
      status: 'success',
      gatewayResponse: 'Approved',
    };
    if (consent?.status !== 'active') {
      outcome = { status: 'failed', gatewayResponse: 'Authorization is not active' };
    } else if (consent.accountNumber === FIRST_DEBIT_FAILS) {
      const [earlier] = await this.#db
        .select({ reference: sandboxDirectDebitCharges.reference })
        .from(sandboxDirectDebitCharges)
        .where(
          and(
            eq(sandboxDirectDebitCharges.authorizationCode, authorizationCode),
            eq(sandboxDirectDebitCharges.debitKey, debitKey ?? reference),
          ),
        )
        .limit(1);
      if (!earlier) outcome = { status: 'failed', gatewayResponse: 'Insufficient Funds' };
    }
    const [booked] = await this.#db
      .insert(sandboxDirectDebitCharges)
      .values({
        reference,
        authorizationCode,
        debitKey: debitKey ?? reference,
        email,
        amountKobo,
        currency: NGN,
        ...outcome,
        createdAt: new Date(this.#now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!booked) throw new PaymentProviderError(`Duplicate Transaction Reference: ${reference}`);
    return chargeOf(booked);
  }

  async verifyCharge(reference: string): Promise<VerifiedCharge | null> {
    const [row] = await this.#db
      .select()
      .from(sandboxDirectDebitCharges)
      .where(eq(sandboxDirectDebitCharges.reference, reference));
    return row ? chargeOf(row) : null;
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(SANDBOX_SECRET_KEY, rawBody, signature);
  }

  async consent(reference: string): Promise<ConsentRow | null> {
    const [row] = await this.#db
      .select()
      .from(sandboxDirectDebitConsents)
      .where(eq(sandboxDirectDebitConsents.reference, reference));
    return row ?? null;
  }

  /**
   * An account number typed on the consent page. Only a consent nobody answered yet can be answered (one
   * conditional UPDATE: the form sent twice answers once). 'Approve after a delay' records the account and
   * leaves the consent pending until the bank's timer approves it.
   */
  async answer(reference: string, accountNumber: string): Promise<ConsentAnswer> {
    const consent = await this.consent(reference);
    if (!consent) return { kind: 'not-found' };
    if (consent.status !== 'pending' || consent.accountNumber) return { kind: 'closed', consent };
    const number = accountNumber.replace(/\D/g, '');
    const account = SANDBOX_ACCOUNTS[number as keyof typeof SANDBOX_ACCOUNTS];
    if (!account) return { kind: 'unknown-account', consent };
    const open = and(
      eq(sandboxDirectDebitConsents.reference, reference),
      eq(sandboxDirectDebitConsents.status, 'pending'),
    );
    const [changed] = await this.#db
      .update(sandboxDirectDebitConsents)
      .set({
        accountNumber: number,
        authorizationCode: `AUTH_${randomBytes(6).toString('hex')}`,
        ...(account.outcome === 'approve' ? { status: 'active' } : {}),
        ...(account.outcome === 'refuse' ? { status: 'refused' } : {}),
      })
      .where(and(open, isNull(sandboxDirectDebitConsents.accountNumber)))
      .returning();
    if (!changed) return { kind: 'closed', consent: (await this.consent(reference)) ?? consent };
    this.#log(`[direct-debit sandbox] ${reference}: ${account.label}`);
    if (account.outcome === 'approve-later') {
      this.#webhooks.track(
        sleep(this.#approvalDelayMs).then(async () => {
          const [approved] = await this.#db
            .update(sandboxDirectDebitConsents)
            .set({ status: 'active' })
            .where(open)
            .returning();
          if (approved) await this.#sendEvent(approved);
        }),
      );
    } else {
      this.#webhooks.track(this.#sendEvent(changed));
    }
    return { kind: 'answered', consent: changed };
  }

  /** Resolves once every timer and webhook scheduled so far is done (tests, shutdown). */
  idle(): Promise<void> {
    return this.#webhooks.idle();
  }

  /**
   * The account holder's name as the bank prints it. A real bank reads it from its own records; the sandbox
   * stands in for the bank with the name the shopper gave the shop (the address check asks for it), and
   * never makes one from the email.
   */
  async #holderName(email: string): Promise<string> {
    const [holder] = await this.#db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, email));
    const name = [holder?.firstName, holder?.lastName].filter(Boolean).join(' ');
    return `${name || 'Sandbox account holder'} (test account)`.toUpperCase();
  }

  async #sendEvent(row: ConsentRow): Promise<void> {
    const active = row.status === 'active';
    const holderName = await this.#holderName(row.email);
    const rawBody = JSON.stringify({
      event: `direct_debit.authorization.${active ? 'active' : 'failed'}`,
      data: {
        domain: 'test',
        reference: row.reference,
        active,
        authorization_code: active ? row.authorizationCode : null,
        channel: 'direct_debit',
        bank: BANK_NAME,
        last4: row.accountNumber?.slice(-4) ?? null,
        account_name: holderName,
        customer: { email: row.email },
      },
    });
    this.#webhooks.send(rawBody);
  }
}

function chargeOf(row: typeof sandboxDirectDebitCharges.$inferSelect): VerifiedCharge {
  return {
    reference: row.reference,
    status: row.status === 'success' ? 'success' : 'failed',
    amount: row.amountKobo,
    currency: row.currency,
    gatewayResponse: row.gatewayResponse,
  };
}
