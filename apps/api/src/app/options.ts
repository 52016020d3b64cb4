import { join } from 'node:path';
import { SandboxClock } from '../collector/clock.ts';
import type { OjaMode } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { SandboxEmailSender } from '../email/sandbox.ts';
import type { EmailSender } from '../email/sender.ts';
import { AnswerCache } from '../http-cache.ts';
import { localPictureStore, type PictureStore } from '../media/picture-store.ts';
import { ContractValidator } from '../openapi/validator.ts';
import type { WorkerHeartbeats } from '../ops/heartbeat.ts';
import { type Logger, logger as processLogger } from '../ops/log.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import type { DirectDebit } from '../payments/direct-debit.ts';
import { SandboxDirectDebit } from '../payments/direct-debit-sandbox.ts';
import type { Payouts } from '../payments/payouts/payouts.ts';
import { SandboxPayouts } from '../payments/payouts/sandbox-payouts.ts';
import { SandboxCardPayments } from '../payments/sandbox.ts';
import { SandboxSettlementReports, type SettlementReports } from '../payments/settlement-reports.ts';
import { SandboxTransferPayments } from '../payments/transfers/sandbox-transfers.ts';
import type { TransferPayments } from '../payments/transfers/transfer-payments.ts';
import type { SmsSettings } from '../sms/inbound.ts';
import { type AddressVerifier, SandboxAddressVerifier } from '../verification/address-verifier.ts';
import { type CreditBureau, SandboxCreditBureau } from '../verification/credit-bureau.ts';
import type { PageRenderer } from '../web-ssr.ts';

/** The API's base path: every operation of openapi.yaml is under it. */
export const API_BASE_PATH = '/api/v1';

export interface AppOptions {
  db: Database;
  /** Sandbox (default: the /dev routes, the shop's Sandbox marker) or production (neither). See config.ts. */
  mode?: OjaMode;
  /**
   * Sandbox mode listening beyond this machine (`sandboxExposed` of config.ts): every page says so on its
   * `<html>` and in its Sandbox marker, since anyone who reaches the server can read the outbox and move the
   * clock. Ignored in production.
   */
  sandboxExposed?: boolean;
  /** Folder of the generated product images, served under /media/products/. */
  imagesDir: string;
  /** Folder of the generated real-estate images, served under /media/properties/ (none served without it). */
  propertyImagesDir?: string | undefined;
  /**
   * Where the console's uploaded product pictures are kept and read from (served under /media/uploads/); by
   * default a folder `uploaded-pictures` in imagesDir (main.ts gives OJA_DATA_DIR/media/uploads or the bucket).
   */
  pictureStore?: PictureStore;
  /**
   * The web app's server renderer, with its pages encoded for sending (`cachedRenderer` in web-ssr.ts):
   * public pages are answered rendered (else the browser renders them).
   */
  webRenderer?: PageRenderer;
  /**
   * The public API answers this process keeps (http-cache.ts); by default one of its own. Given by main.ts so
   * that a catalogue notice from another process (db/catalogue-notices.ts) can empty it.
   */
  answerCache?: AnswerCache;
  /** The web app's production build; when given, the app serves it (one process is the whole shop). */
  webDistDir?: string | undefined;
  /**
   * The operator console's production build (apps/admin); when given, the app serves it under /admin: its
   * files, and its index.html for every other /admin path (the console routes in the browser).
   */
  adminDistDir?: string | undefined;
  validator?: ContractValidator;
  /**
   * The clock in ms since the epoch (tests move it to expire codes, sessions and rate limits). In sandbox mode
   * the app's time is this plus the sandbox clock's offset (see `clock`).
   */
  now?: () => number;
  /**
   * Sandbox mode: the sandbox clock (offset in the database, moved by POST /dev/clock); by default one on
   * top of `now`. Ignored in production, whose time is `now` alone.
   */
  clock?: SandboxClock | undefined;
  /** Where emails go; by default the sandbox (the outbox table, readable at GET /dev/outbox). */
  email?: EmailSender | undefined;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY): the client's address is
   * that many entries from its right; 0 or false reads the socket only; true is 1.
   */
  trustProxy?: boolean | number;
  /** Who verifies residential addresses; by default the sandbox (streets containing 'Nowhere' fail). */
  addressVerifier?: AddressVerifier | undefined;
  /** Who checks debt profiles by BVN; by default the sandbox (33333333333 declined, others approved). */
  creditBureau?: CreditBureau | undefined;
  /**
   * Who takes card payments; by default the card sandbox, whose hosted page this app serves and whose
   * webhooks go to this app's own endpoint. Paystack when PAYSTACK_SECRET_KEY is set (see config.ts).
   */
  cardPayments?: CardPayments | undefined;
  /**
   * Who takes direct-debit mandates; by default the sandbox, whose bank consent page this app serves and
   * whose webhooks go to this app's own direct-debit endpoint.
   */
  directDebit?: DirectDebit | undefined;
  /** Where the reconciliation reads the provider's settlement report; by default the sandbox's own books. */
  settlementReports?: SettlementReports | undefined;
  /**
   * Who takes bank transfers and USSD (issue 44); by default the sandbox bank, whose 'send a transfer' page
   * this app serves and whose notices go to this app's transfer webhook. Paystack with PAYSTACK_SECRET_KEY.
   */
  transfers?: TransferPayments | undefined;
  /**
   * Who pays refunds out to bank accounts (issue 45); by default the payout sandbox, whose notices go to this
   * app's card webhook (Paystack's one endpoint). Paystack with PAYSTACK_SECRET_KEY.
   */
  payouts?: Payouts | undefined;
  /** The shop's public origin (PUBLIC_URL), for the card provider's callback; else each request's own. */
  publicUrl?: string | undefined;
  /**
   * The key BVNs are hashed with (HMAC-SHA256) before they are stored for the one-BVN-one-account rule
   * (BVN_HASH_KEY); the sandbox uses a fixed key of its own.
   */
  bvnHashKey?: string | undefined;
  /**
   * Who sends texts (the message worker delivers them; this app only queues) and TERMII_INBOUND_SECRET, the
   * token of the inbound webhook's path; by default the SMS sandbox, without the webhook (404).
   */
  sms?: SmsSettings | undefined;
  /** The background workers this process runs, for GET /readyz (none: the check is left out). */
  heartbeats?: WorkerHeartbeats | undefined;
  /** True once the process is shutting down (main.ts, on SIGTERM): GET /readyz then answers 503. */
  stopping?: (() => boolean) | undefined;
  /** Production: the bearer token GET /metrics asks for (METRICS_TOKEN); without one it answers 401. */
  metricsToken?: string | undefined;
  /** Where the access lines and errors are logged (JSON, pino); by default the process's logger. */
  logger?: Logger | undefined;
  /**
   * Whether this process runs the background workers (OJA_ROLE=all, the default); a web process (OJA_ROLE=web)
   * does not, and its POST /dev/clock only moves the clock: the worker processes see it on their next tick.
   */
  runsWorkers?: boolean;
}

/** The sandbox's BVN key: sandbox BVNs are test data, so a published key costs nothing there. */
const SANDBOX_BVN_HASH_KEY = 'oja-sandbox-bvn-key';

/**
 * Production has no fallback: every outside provider and secret must be given, so that no code path of a
 * production app can reach a sandbox (config.ts checks the settings first; this is the last word).
 */
export function refuseSandboxInProduction(options: AppOptions): void {
  if (options.mode !== 'production') return;
  const required = [
    'email',
    'addressVerifier',
    'creditBureau',
    'cardPayments',
    'directDebit',
    'transfers',
    'payouts',
    'bvnHashKey',
  ] as const;
  const missing = required.filter((name) => options[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`A production app needs real providers and keys, not sandboxes: ${missing.join(', ')}`);
  }
}

/**
 * The options with every default filled in, as the app's parts take them. In sandbox mode the app's time is
 * the sandbox clock's (`now` plus its offset); in production it is `now` alone.
 */
export function withDefaults(options: AppOptions) {
  const { db, mode = 'sandbox' } = options;
  const clock = mode === 'sandbox' ? (options.clock ?? new SandboxClock(db, options.now)) : undefined;
  const now = clock?.now ?? options.now ?? Date.now;
  const { trustProxy = false } = options;
  return {
    ...options,
    mode,
    clock,
    now,
    sandboxExposed: options.sandboxExposed ?? false,
    pictureStore: options.pictureStore ?? localPictureStore(join(options.imagesDir, 'uploaded-pictures')),
    answerCache: options.answerCache ?? new AnswerCache(),
    validator: options.validator ?? new ContractValidator(),
    email: options.email ?? new SandboxEmailSender(db, now),
    // How many X-Forwarded-For entries to trust (see `trustProxy`).
    trustedHops: trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy,
    addressVerifier: options.addressVerifier ?? new SandboxAddressVerifier(),
    creditBureau: options.creditBureau ?? new SandboxCreditBureau(),
    cardPayments: options.cardPayments ?? new SandboxCardPayments({ db, now }),
    directDebit: options.directDebit ?? new SandboxDirectDebit({ db, now }),
    settlementReports: options.settlementReports ?? new SandboxSettlementReports(db),
    transfers: options.transfers ?? new SandboxTransferPayments({ now }),
    payouts: options.payouts ?? new SandboxPayouts({ db, now }),
    bvnHashKey: options.bvnHashKey ?? SANDBOX_BVN_HASH_KEY,
    logger: options.logger ?? processLogger,
    runsWorkers: options.runsWorkers ?? true,
    sms: options.sms ?? ({ kind: 'sandbox', inboundSecret: undefined } satisfies SmsSettings),
  };
}

/** The app's options with their defaults (`withDefaults`): what each part of the app is given. */
export type AppSettings = ReturnType<typeof withDefaults>;
