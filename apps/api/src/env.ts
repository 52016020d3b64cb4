import type { SandboxClock } from './collector/clock.ts';
import type { Database } from './db/connect.ts';
import type { UserRow } from './db/users-repository.ts';
import type { EmailSender } from './email/sender.ts';
import type { PictureStore } from './media/picture-store.ts';
import type { Operation } from './openapi/document.ts';
import type { CardPayments } from './payments/card-payments.ts';
import type { DirectDebit } from './payments/direct-debit.ts';
import type { Payouts } from './payments/payouts/payouts.ts';
import type { SettlementReports } from './payments/settlement-reports.ts';
import type { TransferPayments } from './payments/transfers/transfer-payments.ts';
import type { SmsSettings } from './sms/inbound.ts';
import type { AddressVerifier } from './verification/address-verifier.ts';
import type { CreditBureau } from './verification/credit-bureau.ts';

/** What every API handler can read from the context (the app sets it on every request under /api/v1). */
export type ApiEnv = {
  Variables: {
    db: Database;
    /** The operation of openapi.yaml the request was validated against (http/route.ts checks it is the route's own). */
    operation: Operation;
    /** The query, validated against openapi.yaml, with numbers coerced and defaults applied. */
    query: Record<string, unknown>;
    /** The JSON body, validated against openapi.yaml. */
    body: unknown;
    /** The clock (ms since the epoch): tests move it to expire codes and sessions. */
    now: () => number;
    /** The sandbox clock behind `now` (sandbox mode only; undefined in production). */
    clock: SandboxClock | undefined;
    /** Where emails go: the sandbox outbox or SMTP. */
    email: EmailSender;
    /** Who verifies residential addresses: the sandbox by default. */
    addressVerifier: AddressVerifier;
    /** Who checks debt profiles by BVN: the sandbox by default. */
    creditBureau: CreditBureau;
    /** The key a BVN is hashed with before it is stored (bvn_checks). */
    bvnHashKey: string;
    /** Who takes card payments: the sandbox by default, Paystack with PAYSTACK_SECRET_KEY. */
    cardPayments: CardPayments;
    /** Who takes direct-debit mandates: the sandbox. */
    directDebit: DirectDebit;
    /** The card and debit provider's settlement report of a day: the sandbox's books, or Paystack's API. */
    settlementReports: SettlementReports;
    /** Who takes bank transfers and USSD: the sandbox bank by default, Paystack with PAYSTACK_SECRET_KEY. */
    transfers: TransferPayments;
    /** Who pays refunds out to bank accounts: the payout sandbox by default, Paystack with PAYSTACK_SECRET_KEY. */
    payouts: Payouts;
    /** The shop's origin for the card provider's callback (PUBLIC_URL), else the request's own. */
    publicUrl: string | undefined;
    /** The client's address, for rate limits (X-Forwarded-For only when the proxy is trusted). */
    clientAddress: string;
    /** Whether this process runs the background workers (OJA_ROLE all or worker; not web). */
    runsWorkers: boolean;
    /** Who sends texts (the sandbox SMS outbox, or Termii), and the inbound webhook's path token (STOP). */
    sms: SmsSettings;
    /** Where uploaded product pictures are kept: a local folder, or an S3-compatible bucket (media/picture-store.ts). */
    pictureStore: PictureStore;
  };
};

/**
 * What requireUser (auth/sessions.ts) adds for the handlers behind it: the signed-in shopper and the hash of
 * the session's bearer token. A route without it has no `user` in its context type.
 */
export type SignedInEnv = ApiEnv & { Variables: { user: UserRow; sessionTokenHash: string } };

/** What optionalUser adds (routes guests use too, the cart): the shopper of a live session, else undefined. */
export type GuestOrSignedInEnv = ApiEnv & { Variables: { user: UserRow | undefined } };
