import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { sandboxPayouts } from '../../db/schema.ts';
import { logger } from '../../ops/log.ts';
import { hasValidSignature, PaymentProviderError } from '../card-payments.ts';
import { SANDBOX_SECRET_KEY } from '../sandbox.ts';
import { SandboxWebhooks, sleep, type WebhookDelivery } from '../sandbox-webhooks.ts';
import {
  BANK_CODE,
  NUBAN,
  type Payout,
  type PayoutNotice,
  PayoutRefusedError,
  type PayoutRequest,
  type Payouts,
  payoutReference,
  type ResolvedAccount,
  readPayoutBody,
} from './payouts.ts';

/**
 * The sandbox's test accounts (any bank code of three to six digits, any other 10-digit number succeeds):
 * an account number starting `000` does not exist (resolve finds no name; a payout is refused); one ending
 * `0000` fails at the receiving bank; one ending `9999` is paid and then returned by it (reversed).
 */
export const SANDBOX_PAYOUT_ACCOUNTS = {
  failing: '0123450000',
  reversed: '0123459999',
  missingPrefix: '000',
} as const;

/** Names the sandbox's bank resolves accounts to (by the last digit), as a bank holds a name per account. */
const HOLDERS = [
  'ADAEZE OKAFOR',
  'BABATUNDE ADEYEMI',
  'CHIOMA NWOSU',
  'DANLADI MUSA',
  'EMEKA EZE',
  'FUNMILAYO BELLO',
  'GARBA IBRAHIM',
  'HALIMA YUSUF',
  'IFEOMA OBI',
  'JUMOKE ADEBAYO',
];

export interface SandboxPayoutsOptions {
  db: Database;
  now?: () => number;
  /** Where notices go; createApp points it at its card webhook endpoint (Paystack's one endpoint). */
  deliver?: WebhookDelivery;
  /** How long a payout stays 'pending' before the bank settles it (2 s). */
  settleDelayMs?: number;
  /** When the late copy of each notice is sent, after the first one (10 s). */
  lateDeliveryMs?: number;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/**
 * The payout sandbox (the default): pays any account of the test data above, keeps its books in its own table
 * (sandbox_payouts, so every process reads the same), refuses a reference it has for another amount (and
 * answers the same payout for a resend of the same one, as Paystack's duplicate reference does), keeps each
 * payout 'pending' for `settleDelayMs`, then reports its outcome and sends a signed `transfer.success`,
 * `transfer.failed` or `transfer.reversed` in Paystack's shape, delivered as the other sandboxes deliver: a
 * first copy, a duplicate straight after it and a late copy. A payout whose timer died with its process is
 * settled when it is next read (findPayout): the bank is not this process.
 */
export class SandboxPayouts implements Payouts {
  readonly kind = 'sandbox';
  readonly #db: Database;
  readonly #now: () => number;
  readonly #settleDelayMs: number;
  readonly #webhooks: SandboxWebhooks;
  readonly #log: (line: string) => void;

  constructor({
    db,
    now = Date.now,
    deliver,
    settleDelayMs = 2_000,
    lateDeliveryMs = 10_000,
    retryDelaysMs,
    log,
  }: SandboxPayoutsOptions) {
    this.#db = db;
    this.#now = now;
    this.#settleDelayMs = settleDelayMs;
    this.#log = log ?? ((line: string) => logger.info(line));
    this.#webhooks = new SandboxWebhooks({
      deliver,
      secret: SANDBOX_SECRET_KEY,
      lateDeliveryMs,
      retryDelaysMs,
      log: this.#log,
      name: '[payout sandbox]',
    });
  }

  deliverTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  /** Resolves once every notice sent so far is delivered or given up (tests, shutdown). */
  idle(): Promise<void> {
    return this.#webhooks.idle();
  }

  async resolveAccount({
    bankCode,
    accountNumber,
  }: {
    bankCode: string;
    accountNumber: string;
  }): Promise<ResolvedAccount | null> {
    if (!exists(bankCode, accountNumber)) return null;
    return { accountNumber, accountName: HOLDERS[Number(accountNumber.at(-1))] ?? 'OJA SHOPPER' };
  }

  async sendPayout(request: PayoutRequest): Promise<Payout> {
    if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
      throw new PayoutRefusedError(`the sandbox cannot pay ${request.amountKobo} kobo`);
    }
    if (!exists(request.bankCode, request.accountNumber)) {
      throw new PayoutRefusedError('Could not resolve account name: no such account at that bank');
    }
    const reference = payoutReference(request.reference);
    const at = this.#now();
    const outcome = request.accountNumber.endsWith('0000')
      ? 'failed'
      : request.accountNumber.endsWith('9999')
        ? 'reversed'
        : 'success';
    const [row] = await this.#db
      .insert(sandboxPayouts)
      .values({
        reference,
        transferCode: `TRF_${randomBytes(8).toString('hex')}`,
        bankCode: request.bankCode,
        accountNumber: request.accountNumber,
        amountKobo: request.amountKobo,
        outcome,
        failure:
          outcome === 'failed'
            ? 'Beneficiary bank could not credit the account'
            : outcome === 'reversed'
              ? 'Returned by the beneficiary bank'
              : null,
        createdAt: new Date(at),
        settlesAt: new Date(at + this.#settleDelayMs),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Paystack's duplicate reference: the same transfer again is answered with what its books hold.
      const existing = await this.#row(reference);
      if (!existing || existing.amountKobo !== request.amountKobo) {
        throw new PayoutRefusedError('Duplicate Transfer Reference');
      }
      return this.#payoutOf(existing);
    }
    this.#webhooks.track(
      sleep(this.#settleDelayMs).then(async () => {
        // The bank settles it now (whatever the shop's clock says: a sandbox clock may stand still in tests).
        try {
          await this.#db
            .update(sandboxPayouts)
            .set({ settlesAt: new Date(Math.min(this.#now(), row.settlesAt.getTime())) })
            .where(eq(sandboxPayouts.reference, reference));
        } catch (error) {
          this.#log(`[payout sandbox] ${transferCodeOf(row)} not settled: ${(error as Error).message}`);
          return;
        }
        this.#webhooks.send(transferEvent(row.outcome, reference, row.transferCode, row.amountKobo));
      }),
    );
    return this.#payoutOf(row);
  }

  async findPayout(reference: string): Promise<Payout | null> {
    const row = await this.#row(payoutReference(reference));
    return row ? this.#payoutOf(row) : null;
  }

  readPayoutNotice(rawBody: string, signature: string | undefined): PayoutNotice {
    if (!hasValidSignature(SANDBOX_SECRET_KEY, rawBody, signature)) return { kind: 'bad-signature' };
    return readPayoutBody(rawBody);
  }

  async #row(reference: string) {
    try {
      const [row] = await this.#db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.reference, reference));
      return row ?? null;
    } catch (error) {
      throw new PaymentProviderError(
        `the payout sandbox's books did not answer: ${(error as Error).message}`,
      );
    }
  }

  #payoutOf(row: typeof sandboxPayouts.$inferSelect): Payout {
    if (this.#now() < row.settlesAt.getTime()) {
      return { transferCode: row.transferCode, status: 'pending', failure: null };
    }
    const status = row.outcome as Payout['status'];
    return { transferCode: row.transferCode, status, failure: row.failure };
  }
}

const transferCodeOf = (row: { transferCode: string }) => row.transferCode;

function exists(bankCode: string, accountNumber: string): boolean {
  return (
    BANK_CODE.test(bankCode) &&
    NUBAN.test(accountNumber) &&
    !accountNumber.startsWith(SANDBOX_PAYOUT_ACCOUNTS.missingPrefix)
  );
}

/** A `transfer.*` event in Paystack's shape (the account is not in it: the event names the transfer). */
function transferEvent(outcome: string, reference: string, transferCode: string, amount: number): string {
  const event = `transfer.${outcome}`;
  return JSON.stringify({
    event,
    data: {
      amount,
      currency: 'NGN',
      domain: 'test',
      reference,
      source: 'balance',
      status: outcome,
      transfer_code: transferCode,
      transferred_at: outcome === 'failed' ? null : new Date().toISOString(),
    },
  });
}
