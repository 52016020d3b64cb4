import { BlockList, isIP } from 'node:net';
import { type SettingName, type SettingsEnv, settingDefault } from './config-settings.ts';
import type { OjaMode } from './web-shell.ts';

export type { OjaMode };

/**
 * The server's settings, read from the environment in this one place. Every name it reads, with its meaning and
 * default, is a row of config-settings.ts, the table `.env.example` is written from.
 *
 * Two modes:
 * - **sandbox** (the default of `npm start`): every outside service is a sandbox that stays on this machine
 *   (email into the outbox table, readable at GET /api/v1/dev/outbox; credit bureau; address checks), the
 *   shop shows a 'Sandbox' marker, and PGlite may run without fsync for speed. It listens on this machine's
 *   loopback addresses only unless HOST says otherwise, since the outbox and the clock are open to whoever
 *   reaches it.
 * - **production** (`OJA_MODE=production`): real services only. It refuses to start without a real mail
 *   transport (SMTP_URL) and without a real adapter and keys for each outside provider, never mounts a
 *   /dev route, and runs the database durably (fsync on). It listens where HOST says, every interface by
 *   default.
 */
interface ServerConfig {
  mode: OjaMode;
  port: number;
  /** HOST (unset when empty): the one address or host name to listen on instead of the mode's default. */
  host: string | undefined;
  /**
   * The addresses main.ts listens on, all on `port`, one listener each. Without HOST: in sandbox mode the
   * loopback addresses only, 127.0.0.1 and ::1 (both: `localhost` may resolve to either), so the outbox and
   * the clock stay on this machine; in production `undefined`, every interface (Node's default, as before).
   * With HOST: that address, or both loopback addresses for `localhost`.
   */
  listenAddresses: string[] | undefined;
  /**
   * Sandbox mode listening beyond this machine (a HOST that is not a loopback address, `0.0.0.0` say): anyone
   * who can reach the server can read every email in the outbox, sign-in codes included, and move the shop's
   * clock. main.ts says so in the log, and every page's Sandbox marker says so too.
   */
  sandboxExposed: boolean;
  /**
   * The host, as written in a URL, at which this process reaches itself (the sandboxes send their webhooks to
   * it over HTTP): 127.0.0.1 for the loopback addresses and every interface, ::1 for every IPv6 interface
   * (`::`), else HOST itself.
   */
  selfHost: string;
  /** PGlite folder and generated images. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** Serve the web app's production build from this process (`npm start`). */
  serveWeb: boolean;
  /**
   * TRUST_PROXY: how many proxies of yours stand in front of the server (0, the default: none, the socket's
   * address is the client's). Behind a load balancer 1; behind a CDN and a load balancer 2: the client is the
   * 2nd address from the right of X-Forwarded-For.
   */
  trustProxy: number;
  smtp: { url: string; from: string; allowPlaintext: boolean } | undefined;
  /** Who takes card payments: the card sandbox, or Paystack when PAYSTACK_SECRET_KEY is set. */
  card:
    | { kind: 'sandbox' }
    | { kind: 'paystack'; secretKey: string; publicKey: string; baseUrl: string | undefined };
  /** Who takes direct-debit mandates: the direct-debit sandbox, or Paystack when PAYSTACK_SECRET_KEY is set. */
  directDebit: { kind: 'sandbox' } | { kind: 'paystack'; secretKey: string; baseUrl: string | undefined };
  /**
   * Who takes bank transfers and USSD (issue 44): the sandbox bank, or Paystack when PAYSTACK_SECRET_KEY is
   * set (PAYSTACK_DEDICATED_ACCOUNT_BANK the bank of its standing accounts).
   */
  transfers:
    | { kind: 'sandbox' }
    | { kind: 'paystack'; secretKey: string; baseUrl: string | undefined; preferredBank: string | undefined };
  /**
   * Who checks debt profiles by BVN: the sandbox, or Prembly's report from CRC and FirstCentral when
   * CREDIT_BUREAU_SECRET_KEY is set (with CREDIT_BUREAU_APP_ID; CREDIT_BUREAU_URL another endpoint).
   */
  creditBureau:
    | { kind: 'sandbox' }
    | { kind: 'prembly'; appId: string; secretKey: string; baseUrl: string | undefined };
  /**
   * Who verifies residential addresses: the sandbox, or QoreID's field verification when
   * ADDRESS_VERIFICATION_SECRET_KEY is set (with ADDRESS_VERIFICATION_CLIENT_ID and the callback's
   * ADDRESS_VERIFICATION_WEBHOOK_SECRET; ADDRESS_VERIFICATION_URL another endpoint).
   */
  addressVerification:
    | { kind: 'sandbox' }
    | {
        kind: 'qoreid';
        clientId: string;
        secret: string;
        webhookSecret: string;
        baseUrl: string | undefined;
      };
  /**
   * Who sends texts: the SMS sandbox (the sms_outbox table), or Termii when TERMII_API_KEY is set (with
   * TERMII_SENDER_ID; TERMII_URL another endpoint, TERMII_CHANNEL 'dnd' for the DND route).
   * TERMII_INBOUND_SECRET is the token in the inbound-message webhook's path (STOP).
   */
  sms:
    | { kind: 'sandbox'; inboundSecret: string | undefined }
    | {
        kind: 'termii';
        apiKey: string;
        senderId: string;
        baseUrl: string | undefined;
        channel: 'generic' | 'dnd';
        inboundSecret: string | undefined;
      };
  /** The shop's public origin (PUBLIC_URL), where the card provider sends shoppers back. */
  publicUrl: string | undefined;
  /** BVN_HASH_KEY: the key BVNs are hashed with (required in production; the sandbox has its own). */
  bvnHashKey: string | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for in production (required there; open in sandbox). */
  metricsToken: string | undefined;
  /** LOG_LEVEL: the least severe log lines written (JSON on stdout): trace, debug, info (default), warn, error, fatal, silent. */
  logLevel: string;
  /**
   * OJA_ROLE: 'all' (default) serves the shop and runs the background workers (collector, refund job,
   * payment sweep, purge); 'web' serves the shop and runs none; 'worker' runs them and serves only /healthz,
   * /readyz and /metrics.
   */
  role: 'web' | 'worker' | 'all';
  /** SHUTDOWN_GRACE_MS: how long a SIGTERM waits for answers in flight before closing their connections (25 s). */
  shutdownGraceMs: number;
  /** DATABASE_WAIT_MS: how long start-up keeps trying a database that does not answer before giving up (60 s). */
  databaseWaitMs: number;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/**
 * The outside providers that production needs, and whether a real adapter exists for each (card payments
 * and direct debit: Paystack; the credit bureau: Prembly; address verification: QoreID). Production mode
 * names each one whose keys are missing, or whose adapter does not exist, and refuses to start.
 */
const PRODUCTION_PROVIDERS: Array<{ name: string; keys: SettingName[]; adapterBuilt: boolean }> = [
  {
    name: 'card payments (Paystack)',
    keys: ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'],
    adapterBuilt: true,
  },
  { name: 'direct debit (Paystack mandates)', keys: ['PAYSTACK_SECRET_KEY'], adapterBuilt: true },
  {
    name: 'credit bureau (BVN debt checks, Prembly)',
    keys: ['CREDIT_BUREAU_APP_ID', 'CREDIT_BUREAU_SECRET_KEY'],
    adapterBuilt: true,
  },
  {
    name: 'address verification (QoreID)',
    keys: [
      'ADDRESS_VERIFICATION_CLIENT_ID',
      'ADDRESS_VERIFICATION_SECRET_KEY',
      'ADDRESS_VERIFICATION_WEBHOOK_SECRET',
    ],
    adapterBuilt: true,
  },
  {
    name: 'SMS (Termii)',
    keys: ['TERMII_API_KEY', 'TERMII_SENDER_ID', 'TERMII_INBOUND_SECRET'],
    adapterBuilt: true,
  },
];

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The loopback addresses, which only this machine reaches: 127.0.0.0/8 (IPv4-mapped too) and ::1. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The addresses that mean every interface: a server listening on one answers on its loopback address too. */
const EVERY_INTERFACE = new BlockList();
EVERY_INTERFACE.addAddress('0.0.0.0', 'ipv4');
EVERY_INTERFACE.addAddress('::', 'ipv6');

/** The sandbox's addresses without HOST: the loopback ones, IPv4 and IPv6. */
const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'];

/** Whether only this machine reaches `host`: a loopback address or `localhost` (another name may be anything). */
function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** Where a server listening on `host` (every interface when undefined) reaches itself, as a URL writes it. */
function selfHostOf(host: string | undefined): string {
  if (host === undefined || host.toLowerCase() === 'localhost') return '127.0.0.1';
  const family = isIP(host);
  if (family === 4) return EVERY_INTERFACE.check(host, 'ipv4') ? '127.0.0.1' : host;
  if (family === 6) return EVERY_INTERFACE.check(host, 'ipv6') ? '[::1]' : `[${host}]`;
  return host;
}

/** Where the server listens in `mode` with `host` (HOST, already checked): those fields of the config. */
export function listening(
  mode: OjaMode,
  host: string | undefined,
): Pick<ServerConfig, 'host' | 'listenAddresses' | 'sandboxExposed' | 'selfHost'> {
  const localhost = host?.toLowerCase() === 'localhost';
  return {
    host,
    listenAddresses:
      (host === undefined && mode === 'sandbox') || localhost
        ? [...LOOPBACK_ADDRESSES]
        : host === undefined
          ? undefined
          : [host],
    sandboxExposed: mode === 'sandbox' && host !== undefined && !isLoopbackHost(host),
    selfHost: selfHostOf(host),
  };
}

/** Reads and checks the environment; every problem is listed at once. */
export function readConfig(
  environment: Record<string, string | undefined>,
  defaultDataDir: string,
): ConfigResult {
  // Only the table's names compile below (config-settings.ts), so .env.example lists whatever is read here.
  const env: SettingsEnv = environment;
  const problems: string[] = [];
  const rawMode = env.OJA_MODE ?? settingDefault('OJA_MODE');
  if (rawMode !== 'sandbox' && rawMode !== 'production') {
    problems.push(`OJA_MODE must be 'sandbox' or 'production', not '${rawMode}'.`);
  }
  const mode: OjaMode = rawMode === 'production' ? 'production' : 'sandbox';

  const port = Number(env.PORT ?? settingDefault('PORT'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number, not '${env.PORT}'.`);

  // An IPv6 address may come in brackets, as in a URL: [::1].
  const host = env.HOST?.trim().replace(/^\[(.*)\]$/, '$1') || undefined;
  if (host !== undefined && isIP(host) === 0 && !/^[a-z0-9.-]+$/i.test(host))
    problems.push(`HOST must be an address or a host name, like 127.0.0.1 or 0.0.0.0, not '${env.HOST}'.`);

  const smtp = readSmtpConfig(env, problems);
  const { card, directDebit, transfers } = readPaystackConfig(env, problems);
  const creditBureau = readCreditBureauConfig(env, problems);
  const addressVerification = readAddressVerificationConfig(env, problems);
  const sms = readSmsConfig(env, problems);
  const publicUrl = readPublicUrl(env, problems);
  if (mode === 'production') problems.push(...productionProblems(env, smtp, publicUrl));

  const rawTrustProxy = env.TRUST_PROXY || settingDefault('TRUST_PROXY');
  const trustProxy = Number(rawTrustProxy);
  if (!/^\d{1,2}$/.test(rawTrustProxy) || trustProxy > 10) {
    problems.push(
      `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), not '${env.TRUST_PROXY}'.`,
    );
  }

  const role = env.OJA_ROLE || settingDefault('OJA_ROLE');
  if (role !== 'web' && role !== 'worker' && role !== 'all') {
    problems.push(`OJA_ROLE must be 'web', 'worker' or 'all', not '${env.OJA_ROLE}'.`);
  }

  const logLevel = env.LOG_LEVEL || settingDefault('LOG_LEVEL');
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${env.LOG_LEVEL}'.`);
  }

  const shutdownGraceMs = readMilliseconds(env, 'SHUTDOWN_GRACE_MS', problems);
  const databaseWaitMs = readMilliseconds(env, 'DATABASE_WAIT_MS', problems);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      mode,
      port,
      ...listening(mode, host),
      dataDir: env.OJA_DATA_DIR ?? defaultDataDir,
      databaseUrl: env.DATABASE_URL || undefined,
      serveWeb: env.NODE_ENV === 'production',
      trustProxy,
      smtp,
      card,
      directDebit,
      transfers,
      creditBureau,
      addressVerification,
      sms,
      publicUrl,
      bvnHashKey: env.BVN_HASH_KEY || undefined,
      metricsToken: env.METRICS_TOKEN || undefined,
      logLevel,
      role: role as ServerConfig['role'],
      shutdownGraceMs,
      databaseWaitMs,
    },
  };
}

/** The mail transport (SMTP_URL, SMTP_FROM): none means the sandbox outbox. */
function readSmtpConfig(env: SettingsEnv, problems: string[]): ServerConfig['smtp'] {
  if (env.SMTP_URL) {
    try {
      const url = new URL(env.SMTP_URL);
      if (url.protocol !== 'smtps:' && url.protocol !== 'smtp:') throw new Error('scheme');
      return {
        url: env.SMTP_URL,
        from: env.SMTP_FROM ?? settingDefault('SMTP_FROM'),
        allowPlaintext: env.SMTP_ALLOW_PLAINTEXT === '1',
      };
    } catch {
      problems.push('SMTP_URL must look like smtps://user:pass@host:465 or smtp://user:pass@host:587.');
    }
  }
  return undefined;
}

/** Paystack, which takes both the card payments and the mandates (PAYSTACK_*), else their sandboxes. */
function readPaystackConfig(
  env: SettingsEnv,
  problems: string[],
): Pick<ServerConfig, 'card' | 'directDebit' | 'transfers'> {
  let card: ServerConfig['card'] = { kind: 'sandbox' };
  let directDebit: ServerConfig['directDebit'] = { kind: 'sandbox' };
  let transfers: ServerConfig['transfers'] = { kind: 'sandbox' };
  if (env.PAYSTACK_SECRET_KEY) {
    if (!env.PAYSTACK_PUBLIC_KEY) {
      problems.push(
        'PAYSTACK_SECRET_KEY is set without PAYSTACK_PUBLIC_KEY: set both, from the Paystack dashboard.',
      );
    }
    card = {
      kind: 'paystack',
      secretKey: env.PAYSTACK_SECRET_KEY,
      publicKey: env.PAYSTACK_PUBLIC_KEY ?? '',
      baseUrl: env.PAYSTACK_BASE_URL || undefined,
    };
    // The same Paystack account takes the mandates: one secret key, one endpoint.
    directDebit = { kind: 'paystack', secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: card.baseUrl };
    // And the transfers and USSD charges (Pay with Transfer, dedicated accounts, the USSD channel).
    transfers = {
      kind: 'paystack',
      secretKey: env.PAYSTACK_SECRET_KEY,
      baseUrl: card.baseUrl,
      preferredBank: env.PAYSTACK_DEDICATED_ACCOUNT_BANK || undefined,
    };
  }
  return { card, directDebit, transfers };
}

/** The credit bureau (Prembly, CREDIT_BUREAU_*), else its sandbox. */
function readCreditBureauConfig(env: SettingsEnv, problems: string[]): ServerConfig['creditBureau'] {
  let creditBureau: ServerConfig['creditBureau'] = { kind: 'sandbox' };
  if (env.CREDIT_BUREAU_SECRET_KEY) {
    if (!env.CREDIT_BUREAU_APP_ID) {
      problems.push(
        "CREDIT_BUREAU_SECRET_KEY is set without CREDIT_BUREAU_APP_ID: set both, from Prembly's dashboard.",
      );
    }
    creditBureau = {
      kind: 'prembly',
      appId: env.CREDIT_BUREAU_APP_ID ?? '',
      secretKey: env.CREDIT_BUREAU_SECRET_KEY,
      baseUrl: env.CREDIT_BUREAU_URL || undefined,
    };
  }
  return creditBureau;
}

/** The address verifier (QoreID, ADDRESS_VERIFICATION_*), else its sandbox. */
function readAddressVerificationConfig(
  env: SettingsEnv,
  problems: string[],
): ServerConfig['addressVerification'] {
  let addressVerification: ServerConfig['addressVerification'] = { kind: 'sandbox' };
  if (env.ADDRESS_VERIFICATION_SECRET_KEY) {
    const companions: SettingName[] = [
      'ADDRESS_VERIFICATION_CLIENT_ID',
      'ADDRESS_VERIFICATION_WEBHOOK_SECRET',
    ];
    const missing = companions.filter((key) => !env[key]);
    if (missing.length > 0) {
      problems.push(
        `ADDRESS_VERIFICATION_SECRET_KEY is set without ${missing.join(' and ')}: set them from QoreID's dashboard.`,
      );
    }
    addressVerification = {
      kind: 'qoreid',
      clientId: env.ADDRESS_VERIFICATION_CLIENT_ID ?? '',
      secret: env.ADDRESS_VERIFICATION_SECRET_KEY,
      webhookSecret: env.ADDRESS_VERIFICATION_WEBHOOK_SECRET ?? '',
      baseUrl: env.ADDRESS_VERIFICATION_URL || undefined,
    };
  }
  return addressVerification;
}

/** The shop's public origin (PUBLIC_URL), if given. */
function readPublicUrl(env: SettingsEnv, problems: string[]): string | undefined {
  if (env.PUBLIC_URL) {
    try {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      return url.origin;
    } catch {
      problems.push(`PUBLIC_URL must be the shop's origin, like https://oja.ng, not '${env.PUBLIC_URL}'.`);
    }
  }
  return undefined;
}

/** What production mode lacks: real providers and secrets, HTTPS, no test switches (every problem, at once). */
function productionProblems(
  env: SettingsEnv,
  smtp: ServerConfig['smtp'],
  publicUrl: string | undefined,
): string[] {
  const problems: string[] = [];
  if (!env.SMTP_URL) {
    problems.push(
      'Production mode needs a real mail transport: set SMTP_URL (smtps://user:pass@host:465, or smtp://… with STARTTLS).',
    );
  }
  if (smtp?.allowPlaintext)
    problems.push('Production mode never sends email without TLS: unset SMTP_ALLOW_PLAINTEXT.');
  for (const provider of PRODUCTION_PROVIDERS) {
    const missing = provider.keys.filter((key) => !env[key]);
    if (missing.length > 0)
      problems.push(`Production mode needs the ${provider.name} keys: set ${missing.join(', ')}.`);
    if (!provider.adapterBuilt) {
      problems.push(
        `Production mode needs a real ${provider.name} adapter, and only the sandbox exists so far.`,
      );
    }
  }
  if (!env.BVN_HASH_KEY || env.BVN_HASH_KEY.length < 32) {
    problems.push(
      'Production mode needs a secret key of at least 32 characters to hash BVNs with: set BVN_HASH_KEY (keep it: changing it forgets which BVN belongs to which account).',
    );
  }
  if (!env.METRICS_TOKEN || env.METRICS_TOKEN.length < 16) {
    problems.push(
      'Production mode needs a token of at least 16 characters for GET /metrics: set METRICS_TOKEN (Prometheus sends it as Authorization: Bearer).',
    );
  }
  if (!env.PUBLIC_URL) {
    problems.push(
      "Production mode needs the shop's public origin for the card provider's callback: set PUBLIC_URL (https://…).",
    );
  } else if (publicUrl && isPlainHttpElsewhere(publicUrl)) {
    // Its cookies (the session's, the cart's, the console's) are Secure only over HTTPS (auth/public-address.ts).
    problems.push(
      `Production mode serves the shop over HTTPS only, so that no session cookie travels in clear: PUBLIC_URL must be https://…, not '${publicUrl}'.`,
    );
  }
  if (env.OJA_TEST_CHEAP_PASSWORDS) {
    problems.push(
      'OJA_TEST_CHEAP_PASSWORDS is for tests only (cheap password hashes): unset it in production.',
    );
  }
  return problems;
}

/**
 * The SMS settings: Termii when TERMII_API_KEY is set, else the sandbox. The inbound webhook's secret (a path
 * token, since Termii documents no signature for inbound messages) must be long enough not to be guessed.
 */
function readSmsConfig(env: SettingsEnv, problems: string[]): ServerConfig['sms'] {
  const inboundSecret = env.TERMII_INBOUND_SECRET || undefined;
  if (inboundSecret !== undefined && !/^[A-Za-z0-9_-]{24,}$/.test(inboundSecret)) {
    problems.push(
      'TERMII_INBOUND_SECRET must be at least 24 letters, digits, - or _ (it is part of the webhook URL given to Termii).',
    );
  }
  if (!env.TERMII_API_KEY) return { kind: 'sandbox', inboundSecret };
  const senderId = env.TERMII_SENDER_ID ?? '';
  if (!/^[A-Za-z0-9 ]{3,11}$/.test(senderId)) {
    problems.push(
      "TERMII_API_KEY is set without a TERMII_SENDER_ID of 3 to 11 letters or digits: set the sender ID Termii approved (like 'Oja').",
    );
  }
  const channel = env.TERMII_CHANNEL || settingDefault('TERMII_CHANNEL');
  if (channel !== 'generic' && channel !== 'dnd') {
    problems.push(`TERMII_CHANNEL must be 'generic' or 'dnd', not '${env.TERMII_CHANNEL}'.`);
  }
  return {
    kind: 'termii',
    apiKey: env.TERMII_API_KEY,
    senderId,
    baseUrl: env.TERMII_URL || undefined,
    channel: channel === 'dnd' ? 'dnd' : 'generic',
    inboundSecret,
  };
}

/** An http:// origin other than this machine's own (localhost, 127.0.0.1, ::1), where a cookie could travel in clear. */
function isPlainHttpElsewhere(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** A duration setting in whole milliseconds (0 to 10 minutes), or its default when unset. */
function readMilliseconds(
  env: SettingsEnv,
  name: 'SHUTDOWN_GRACE_MS' | 'DATABASE_WAIT_MS',
  problems: string[],
): number {
  const fallback = Number(settingDefault(name));
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    problems.push(`${name} must be a number of milliseconds from 0 to 600000, not '${text}'.`);
    return fallback;
  }
  return value;
}
