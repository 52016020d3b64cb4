import type { OjaMode } from './web-shell.ts';

export type { OjaMode };

/**
 * The server's settings, read from the environment in this one place.
 *
 * Two modes:
 * - **sandbox** (the default of `npm start`): every outside service is a sandbox that stays on this machine
 *   (email into the outbox table, readable at GET /api/v1/dev/outbox; credit bureau; address checks), the
 *   shop shows a 'Sandbox' marker, and PGlite may run without fsync for speed.
 * - **production** (`OJA_MODE=production`): real services only. It refuses to start without a real mail
 *   transport (SMTP_URL) and without a real adapter and keys for each outside provider, never mounts a
 *   /dev route, and runs the database durably (fsync on).
 */
interface ServerConfig {
  mode: OjaMode;
  port: number;
  /** PGlite folder and generated images. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** Serve the web app's production build from this process (`npm start`). */
  serveWeb: boolean;
  /** Read the client's address from X-Forwarded-For (only behind your own proxy). */
  trustProxy: boolean;
  smtp: { url: string; from: string; allowPlaintext: boolean } | undefined;
  /** Who takes card payments: the card sandbox, or Paystack when PAYSTACK_SECRET_KEY is set. */
  card:
    | { kind: 'sandbox' }
    | { kind: 'paystack'; secretKey: string; publicKey: string; baseUrl: string | undefined };
  /** Who takes direct-debit mandates: the direct-debit sandbox, or Paystack when PAYSTACK_SECRET_KEY is set. */
  directDebit: { kind: 'sandbox' } | { kind: 'paystack'; secretKey: string; baseUrl: string | undefined };
  /** The shop's public origin (PUBLIC_URL), where the card provider sends shoppers back. */
  publicUrl: string | undefined;
  /** BVN_HASH_KEY: the key BVNs are hashed with (required in production; the sandbox has its own). */
  bvnHashKey: string | undefined;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/**
 * The outside providers that production needs, and whether a real adapter exists for each. Card payments
 * and direct debit have Paystack; the credit bureau and address verification have only their sandboxes so
 * far: production mode names each one and refuses to start until it exists.
 */
const PRODUCTION_PROVIDERS: Array<{ name: string; keys: string[]; adapterBuilt: boolean }> = [
  {
    name: 'card payments (Paystack)',
    keys: ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'],
    adapterBuilt: true,
  },
  { name: 'direct debit (Paystack mandates)', keys: ['PAYSTACK_SECRET_KEY'], adapterBuilt: true },
  { name: 'credit bureau (BVN debt checks)', keys: ['CREDIT_BUREAU_SECRET_KEY'], adapterBuilt: false },
  { name: 'address verification', keys: ['ADDRESS_VERIFICATION_SECRET_KEY'], adapterBuilt: false },
];

/** Reads and checks the environment; every problem is listed at once. */
export function readConfig(env: Record<string, string | undefined>, defaultDataDir: string): ConfigResult {
  const problems: string[] = [];
  const rawMode = env.OJA_MODE ?? 'sandbox';
  if (rawMode !== 'sandbox' && rawMode !== 'production') {
    problems.push(`OJA_MODE must be 'sandbox' or 'production', not '${rawMode}'.`);
  }
  const mode: OjaMode = rawMode === 'production' ? 'production' : 'sandbox';

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number, not '${env.PORT}'.`);

  let smtp: ServerConfig['smtp'];
  if (env.SMTP_URL) {
    try {
      const url = new URL(env.SMTP_URL);
      if (url.protocol !== 'smtps:' && url.protocol !== 'smtp:') throw new Error('scheme');
      smtp = {
        url: env.SMTP_URL,
        from: env.SMTP_FROM ?? 'no-reply@oja.ng',
        allowPlaintext: env.SMTP_ALLOW_PLAINTEXT === '1',
      };
    } catch {
      problems.push('SMTP_URL must look like smtps://user:pass@host:465 or smtp://user:pass@host:587.');
    }
  }

  let card: ServerConfig['card'] = { kind: 'sandbox' };
  let directDebit: ServerConfig['directDebit'] = { kind: 'sandbox' };
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
  }

  let publicUrl: string | undefined;
  if (env.PUBLIC_URL) {
    try {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      publicUrl = url.origin;
    } catch {
      problems.push(`PUBLIC_URL must be the shop's origin, like https://oja.ng, not '${env.PUBLIC_URL}'.`);
    }
  }

  if (mode === 'production') {
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
    if (!env.PUBLIC_URL) {
      problems.push(
        "Production mode needs the shop's public origin for the card provider's callback: set PUBLIC_URL (https://…).",
      );
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      mode,
      port,
      dataDir: env.OJA_DATA_DIR ?? defaultDataDir,
      databaseUrl: env.DATABASE_URL || undefined,
      serveWeb: env.NODE_ENV === 'production',
      trustProxy: env.TRUST_PROXY === '1',
      smtp,
      card,
      directDebit,
      publicUrl,
      bvnHashKey: env.BVN_HASH_KEY || undefined,
    },
  };
}
