import { formatUssdCode, ussdBank } from '@oja/domain';
import { logger } from '../../ops/log.ts';
import { PaymentProviderError } from '../card-payments.ts';
import { SANDBOX_SECRET_KEY } from '../sandbox.ts';
import { SandboxWebhooks, type WebhookDelivery } from '../sandbox-webhooks.ts';
import { readPaystackNotice } from './paystack-notice.ts';
import type {
  BankAccount,
  IssuedLookup,
  OneTimeAccount,
  OneTimeAccountRequest,
  StandingAccountRequest,
  TransferPayments,
  UssdCharge,
  UssdChargeRequest,
} from './transfer-payments.ts';

/** The sandbox bank's name on every account it issues. */
export const SANDBOX_BANK_NAME = 'Oja Sandbox Bank';

export interface SandboxTransfersOptions {
  now?: () => number;
  /** Where notices go; the wiring points it at its webhook endpoint when none is given. */
  deliver?: WebhookDelivery;
  /** When the late copy of each notice is sent, after the first one (10 s). */
  lateDeliveryMs?: number;
  /** Waits before each retry of a notice the endpoint did not take. */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/** What the sandbox's books hold of an account it issued. */
interface IssuedAccount extends BankAccount {
  kind: 'one-time' | 'standing';
  /** One-time accounts: our reference, the amount asked and the expiry. */
  reference: string | null;
  amountKobo: number | null;
  expiresAt: number | null;
  email: string;
}

interface IssuedUssdCharge {
  reference: string;
  amountKobo: number;
  email: string;
  ussdCode: string;
  paid: boolean;
}

/** A transfer the sandbox bank received, as its books and its notice tell it. */
export interface SandboxTransfer {
  providerReference: string;
  accountNumber: string;
  amountKobo: number;
  receivedAt: number;
  /** Who sent it (the notice names them, so a refund can be paid back there). */
  from: SandboxSender;
}

/** The account a sandbox transfer comes from (the payout sandbox resolves and pays it). */
export interface SandboxSender {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** The shopper's own account in the sandbox, when a test names none (the payout sandbox's name for it). */
export const SANDBOX_SENDER: SandboxSender = {
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456780',
  accountName: 'ADAEZE OKAFOR',
};

/**
 * The sandbox bank (the default provider for transfers and USSD): it issues 10-digit account numbers, one
 * per one-time payment and one per shopper, and USSD codes; a test (and, once wired, the 'send a transfer'
 * page and the USSD simulator) plays the shopper with `sendTransfer` (any amount, to any account it issued,
 * on time or late, as often as asked) and `dialUssd`. Each transfer is told by a `charge.success` notice in
 * Paystack's shape, signed with the sandbox's secret key as Paystack signs with the merchant's, and delivered
 * as the card sandbox delivers its webhooks: a first copy, a duplicate straight after it and a late copy,
 * each retried while the endpoint answers anything but 2xx.
 *
 * Its books are this process's memory (no schema change this session): the card sandbox keeps its books in
 * its own tables (sandbox_card_transactions), and wiring this into routes moves these into tables the same
 * way, so that a restarted server still knows the accounts it issued.
 */
export class SandboxTransferPayments implements TransferPayments {
  readonly kind = 'sandbox';
  readonly #now: () => number;
  readonly #webhooks: SandboxWebhooks;
  readonly #accounts = new Map<string, IssuedAccount>();
  readonly #standingByEmail = new Map<string, string>();
  readonly #ussdCharges = new Map<string, IssuedUssdCharge>();
  readonly #transfers: SandboxTransfer[] = [];
  #nextAccount = 0;
  #nextTransaction = 5_100_000_000;

  constructor({
    now = Date.now,
    deliver,
    lateDeliveryMs = 10_000,
    retryDelaysMs,
    log,
  }: SandboxTransfersOptions = {}) {
    this.#now = now;
    this.#webhooks = new SandboxWebhooks({
      deliver,
      secret: SANDBOX_SECRET_KEY,
      lateDeliveryMs,
      retryDelaysMs,
      log: log ?? ((line: string) => logger.info(line)),
      name: '[transfer sandbox]',
    });
  }

  /** Points the notices at an endpoint, unless one was given at construction. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  /** Resolves once every notice sent so far is delivered or given up (tests, shutdown). */
  idle(): Promise<void> {
    return this.#webhooks.idle();
  }

  async createOneTimeAccount({
    reference,
    amountKobo,
    email,
    expiresAt,
  }: OneTimeAccountRequest): Promise<OneTimeAccount> {
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
      throw new PaymentProviderError(`the sandbox bank cannot take ${amountKobo} kobo`);
    }
    // Paystack refuses a reference it has seen: so does the sandbox, so a retry never issues two accounts.
    if ([...this.#accounts.values()].some((account) => account.reference === reference)) {
      throw new PaymentProviderError(`Duplicate Transaction Reference: ${reference}`);
    }
    const account = this.#issue({ kind: 'one-time', reference, amountKobo, expiresAt, email });
    return { ...this.#public(account), reference, amountKobo, expiresAt };
  }

  async standingAccount({ email, firstName, lastName }: StandingAccountRequest): Promise<BankAccount> {
    const known = this.#standingByEmail.get(email.toLowerCase());
    const existing = known ? this.#accounts.get(known) : undefined;
    if (existing) return this.#public(existing);
    const account = this.#issue({
      kind: 'standing',
      reference: null,
      amountKobo: null,
      expiresAt: null,
      email,
      accountName: `OJA/${firstName} ${lastName}`.toUpperCase(),
    });
    this.#standingByEmail.set(email.toLowerCase(), account.accountNumber);
    return this.#public(account);
  }

  async startUssdCharge({ reference, amountKobo, email, bankId }: UssdChargeRequest): Promise<UssdCharge> {
    const bank = ussdBank(bankId);
    if (!bank) throw new RangeError(`no USSD service for the bank ${bankId}`);
    if (this.#ussdCharges.has(reference)) {
      throw new PaymentProviderError(`Duplicate Transaction Reference: ${reference}`);
    }
    const ussdCode = formatUssdCode(bank, ['000', String(this.#ussdCharges.size + 1).padStart(5, '0')]);
    this.#ussdCharges.set(reference, { reference, amountKobo, email, ussdCode, paid: false });
    return { reference, ussdCode };
  }

  readNotice(rawBody: string, signature: string | undefined, issued: IssuedLookup) {
    return readPaystackNotice(SANDBOX_SECRET_KEY, rawBody, signature, issued);
  }

  /**
   * The shopper sends `amountKobo` to an account the sandbox issued. `late` stamps the transfer a minute
   * after a one-time account's expiry (as if the shopper sent it from their banking app too late); `at`
   * stamps it at that instant. Answers the transfer, whose notice is on its way; an account number the
   * sandbox never issued is refused, as a bank refuses a transfer to no account.
   */
  sendTransfer({
    accountNumber,
    amountKobo,
    late = false,
    at,
    from = SANDBOX_SENDER,
  }: {
    accountNumber: string;
    amountKobo: number;
    late?: boolean;
    at?: number;
    from?: SandboxSender;
  }): SandboxTransfer {
    const account = this.#accounts.get(accountNumber);
    if (!account) throw new RangeError(`the sandbox bank issued no account ${accountNumber}`);
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
      throw new RangeError(`a transfer of ${amountKobo} kobo cannot be sent`);
    }
    const receivedAt = at ?? (late && account.expiresAt !== null ? account.expiresAt + 60_000 : this.#now());
    const transfer: SandboxTransfer = {
      providerReference: String(this.#nextTransaction++),
      accountNumber,
      amountKobo,
      receivedAt,
      from,
    };
    this.#transfers.push(transfer);
    this.#webhooks.send(
      chargeSuccess(transfer, account.email, {
        channel: account.kind === 'standing' ? 'dedicated_nuban' : 'bank_transfer',
        // Paystack names the charge's reference for a one-time account, and its own for a standing one.
        reference: account.reference ?? `DVA_${transfer.providerReference}`,
        receiver: account.kind === 'standing' ? account : null,
      }),
    );
    return transfer;
  }

  /** The shopper dials a USSD code the sandbox gave and enters their PIN: the charge's amount is paid once. */
  dialUssd(ussdCode: string): SandboxTransfer {
    const charge = [...this.#ussdCharges.values()].find((each) => each.ussdCode === ussdCode);
    if (!charge) throw new RangeError(`the sandbox bank made no USSD code ${ussdCode}`);
    if (charge.paid) throw new RangeError(`the USSD code ${ussdCode} was already used`);
    charge.paid = true;
    const transfer: SandboxTransfer = {
      providerReference: String(this.#nextTransaction++),
      accountNumber: '',
      amountKobo: charge.amountKobo,
      receivedAt: this.#now(),
      // USSD debits the account at the bank the shopper dialled: the sandbox's default shopper's.
      from: SANDBOX_SENDER,
    };
    this.#transfers.push(transfer);
    this.#webhooks.send(
      chargeSuccess(transfer, charge.email, { channel: 'ussd', reference: charge.reference, receiver: null }),
    );
    return transfer;
  }

  /** Every transfer the sandbox bank received, oldest first (the 'send a transfer' page lists them). */
  transfers(): readonly SandboxTransfer[] {
    return this.#transfers;
  }

  #issue(
    details: Omit<IssuedAccount, 'bankName' | 'accountNumber' | 'accountName'> & { accountName?: string },
  ) {
    // 10 digits, as a NUBAN: '99' (no real bank's) and a counter, so tests can read them.
    const accountNumber = `99${String(++this.#nextAccount).padStart(8, '0')}`;
    const account: IssuedAccount = {
      ...details,
      bankName: SANDBOX_BANK_NAME,
      accountNumber,
      accountName: details.accountName ?? 'OJA CHECKOUT',
    };
    this.#accounts.set(accountNumber, account);
    return account;
  }

  #public({ bankName, accountNumber, accountName }: IssuedAccount): BankAccount {
    return { bankName, accountNumber, accountName };
  }
}

/** A `charge.success` notice in Paystack's shape, for a transfer or a USSD payment. */
function chargeSuccess(
  transfer: SandboxTransfer,
  email: string,
  { channel, reference, receiver }: { channel: string; reference: string; receiver: BankAccount | null },
): string {
  const paidAt = new Date(transfer.receivedAt).toISOString();
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: Number(transfer.providerReference),
      domain: 'test',
      status: 'success',
      reference,
      amount: transfer.amountKobo,
      gateway_response: 'Approved',
      paid_at: paidAt,
      created_at: paidAt,
      channel,
      currency: 'NGN',
      authorization: {
        channel,
        bank: receiver?.bankName ?? null,
        receiver_bank_account_number: receiver?.accountNumber ?? null,
        receiver_bank: receiver?.bankName ?? null,
        sender_bank: transfer.from.bankName,
        sender_bank_code: transfer.from.bankCode,
        sender_bank_account_number: transfer.from.accountNumber,
        sender_name: transfer.from.accountName,
      },
      customer: { email },
      metadata: receiver ? { receiver_account_number: receiver.accountNumber } : null,
    },
  });
}
