/**
 * Bank transfer and USSD, modelled on Paystack's: Pay with Transfer (a one-time account for one payment of an
 * exact amount, POST /charge with `bank_transfer`), Dedicated Virtual Accounts (a standing account number
 * for each shopper, POST /customer then POST /dedicated_account) and the USSD charge (POST /charge with
 * `ussd`: the code a shopper dials). Every transfer received is told in a signed `charge.success` webhook
 * (channel `bank_transfer`, `dedicated_nuban` or `ussd`; HMAC-SHA512 in `x-paystack-signature`), delivered
 * at least once and sometimes late. What a notice does to an order is the domain's (bank-transfer.ts,
 * standing-account.ts in @oja/domain), applied by the settlement core; this adapter only talks to the provider.
 * Two implementations: the sandbox bank (sandbox-transfers.ts) and Paystack (paystack-transfers.ts).
 */
export interface TransferPayments {
  readonly kind: 'sandbox' | 'paystack';
  /** Issues a one-time account for `amountKobo` under our `reference`, taking money until `expiresAt`. */
  createOneTimeAccount(request: OneTimeAccountRequest): Promise<OneTimeAccount>;
  /**
   * The shopper's standing account: made on the first call, the same account on every later call (it is
   * found at the provider by the shopper's email, so a retry after a lost answer makes no second one).
   */
  standingAccount(shopper: StandingAccountRequest): Promise<BankAccount>;
  /** Starts a USSD charge for `amountKobo` at one of the domain's USSD_BANKS; answers the code to dial. */
  startUssdCharge(request: UssdChargeRequest): Promise<UssdCharge>;
  /**
   * Reads one webhook: checks its signature, then turns a `charge.success` of a transfer or USSD payment
   * into a typed outcome. `issued` tells whether we issued the account (or reference) the money went to; a
   * notice for anything else is an 'unknown-account' outcome, never a crash.
   */
  readNotice(
    rawBody: string,
    signature: string | undefined,
    issued: IssuedLookup,
  ): Promise<TransferNoticeOutcome>;
}

export interface OneTimeAccountRequest {
  /** Ours, unique per attempt (letters, digits and -): every notice of this account names it. */
  reference: string;
  /** Kobo, a positive whole number: the exact amount the shopper is asked to send. */
  amountKobo: number;
  /** Paystack wants a customer's email with every charge; never logged. */
  email: string;
  /** Epoch ms: from the domain's transferAccountExpiresAt. */
  expiresAt: number;
}

/** An account number a shopper can send money to. */
export interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface OneTimeAccount extends BankAccount {
  reference: string;
  amountKobo: number;
  /** Epoch ms, as the provider set it. */
  expiresAt: number;
}

export interface StandingAccountRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** +234… */
  phone: string;
}

export interface UssdChargeRequest {
  reference: string;
  amountKobo: number;
  email: string;
  /** A USSD_BANKS id ('gtbank', 'uba', 'sterling', 'zenith'). */
  bankId: string;
}

export interface UssdCharge {
  reference: string;
  /** What the shopper dials, e.g. *737*33*4*18791#. */
  ussdCode: string;
}

/**
 * Where a transfer went: a one-time account or a USSD charge (named by our reference), or a standing account
 * (named by its account number: transfers to it carry no reference of ours).
 */
export type TransferTarget =
  | { kind: 'one-time' | 'ussd'; reference: string }
  | { kind: 'standing'; accountNumber: string };

/** Whether we issued a target (the wiring answers from its own tables). */
export type IssuedLookup = (target: TransferTarget) => boolean | Promise<boolean>;

/** One transfer the provider received, as its notice tells it. */
interface TransferReceived {
  target: TransferTarget;
  /** The provider's id of this transfer: the same on every copy of the notice, another for a second transfer. */
  providerReference: string;
  amountKobo: number;
  /** The account the money went to, when the notice names it (Paystack's one-time-account notices do not). */
  accountNumber: string | null;
  /** Epoch ms: when the provider received the money (`paid_at`). */
  receivedAt: number;
  /** Who sent it, as far as the notice names them (a refund of it is paid back there); null when it does not. */
  sender: TransferSender | null;
}

/**
 * The sender of a transfer, from Paystack's `authorization.sender_bank`, `sender_bank_code`,
 * `sender_bank_account_number` and `sender_name`. Paystack may mask the account number: a refund then needs
 * the account from the shopper (the console's refund to a bank account). Personal data: never logged.
 */
export interface TransferSender {
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/**
 * What one webhook is: a transfer to something we issued; a transfer to something we never issued (for the
 * operators' queue of unmatched transfers); a body without the provider's signature (answer 401, act on
 * nothing); a body that cannot be read (answer 400); or another event this adapter does not handle.
 */
export type TransferNoticeOutcome =
  | ({ kind: 'transfer-received' } & TransferReceived)
  | ({ kind: 'unknown-account' } & TransferReceived)
  | { kind: 'bad-signature' }
  | { kind: 'malformed'; problem: string }
  | { kind: 'ignored'; event: string };
