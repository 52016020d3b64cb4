/**
 * Every environment setting the server reads, one row each: config.ts reads its settings by these names (a
 * name not in the table does not compile there) and takes their defaults from here, and `npm run env:example`
 * writes the repository's `.env.example` from it. test/config-settings.test.ts fails when the file differs from
 * this table, or when code under src/ reads a setting the table lacks.
 *
 * A new setting is one more row (then `npm run env:example`). `default` is the value used when the setting is
 * unset, for the code to read; a default that depends on something else (the mode, the repository's folder) is
 * said in `meaning` instead.
 */
export interface Setting {
  readonly name: string;
  /** What it does, for the operator: one or two sentences, in the words of docs/api/configuration.md. */
  readonly meaning: string;
  /** The heading it is listed under in `.env.example`. */
  readonly group: SettingGroup;
  readonly default?: string;
  /** Production mode (OJA_MODE=production) refuses to start without it. */
  readonly requiredInProduction?: boolean;
  /** A password, key or token: keep it out of version control, logs and URLs. */
  readonly secret?: boolean;
  /** A value to show in `.env.example` when there is no default (never a real secret). */
  readonly example?: string;
}

export const SETTING_GROUPS = [
  'The process',
  'The database and files',
  'Email',
  'Card payments and direct debit (Paystack)',
  'Credit bureau (Prembly)',
  'Address verification (QoreID)',
  'SMS (Termii)',
  'Uploaded pictures in an S3-compatible bucket',
  'Tests only',
] as const;
type SettingGroup = (typeof SETTING_GROUPS)[number];

export const SETTINGS = [
  {
    name: 'OJA_MODE',
    group: 'The process',
    default: 'sandbox',
    meaning:
      "'sandbox' (every outside service a sandbox on this machine, /api/v1/dev mounted) or 'production' (real providers only; refuses to start without their settings).",
  },
  {
    name: 'NODE_ENV',
    group: 'The process',
    meaning:
      "'production' serves the shop's and the console's builds from this process (npm start and the Dockerfile set it); anything else serves the API alone.",
    example: 'production',
  },
  {
    name: 'OJA_ROLE',
    group: 'The process',
    default: 'all',
    meaning:
      "'all' serves the shop and runs the background jobs; 'web' serves the shop only; 'worker' runs the jobs and serves only /healthz, /readyz and /metrics.",
  },
  {
    name: 'PORT',
    group: 'The process',
    default: '3000',
    meaning: 'The TCP port to listen on (0: any free port).',
  },
  {
    name: 'HOST',
    group: 'The process',
    meaning:
      'The one address or host name to listen on. Unset: the loopback addresses only in sandbox mode, every interface in production.',
    example: '0.0.0.0',
  },
  {
    name: 'PUBLIC_URL',
    group: 'The process',
    requiredInProduction: true,
    meaning:
      "The shop's public origin, where the card provider sends shoppers back and a worker sends the sandboxes' webhooks.",
    example: 'https://oja.ng',
  },
  {
    name: 'TRUST_PROXY',
    group: 'The process',
    default: '0',
    meaning:
      'How many proxies of yours stand in front of the server (0 to 10): 1 behind a load balancer, 2 behind a CDN and a load balancer.',
  },
  {
    name: 'LOG_LEVEL',
    group: 'The process',
    default: 'info',
    meaning:
      'The least severe log line written (JSON on stdout): trace, debug, info, warn, error, fatal or silent.',
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    group: 'The process',
    default: '25000',
    meaning:
      'On SIGTERM, how long answers in flight may take before their connections are cut (milliseconds, at most 600000); let the orchestrator wait 5 s more before it kills.',
  },
  {
    name: 'SIGN_IN_SECRET',
    group: 'The process',
    secret: true,
    meaning:
      "Signs the 'known device' cookies of sign-in and the proof-of-work challenges; the same on every process of one shop, 32 characters or more. Unset in production: derived from BVN_HASH_KEY; in the sandbox a fixed key.",
  },
  {
    name: 'METRICS_TOKEN',
    group: 'The process',
    requiredInProduction: true,
    secret: true,
    meaning:
      'The bearer token GET /metrics asks for in production (16 characters or more); in sandbox mode /metrics is open.',
  },
  {
    name: 'DATABASE_URL',
    group: 'The database and files',
    secret: true,
    meaning:
      'A PostgreSQL server (postgres://user:password@host:5432/oja). Unset: PGlite, an embedded PostgreSQL in OJA_DATA_DIR, one process only.',
    example: 'postgres://oja:password@localhost:5432/oja',
  },
  {
    name: 'DATABASE_WAIT_MS',
    group: 'The database and files',
    default: '60000',
    meaning:
      'How long start-up keeps trying a database that does not answer, one log line an attempt, before it stops with one clear line (milliseconds, at most 600000).',
  },
  {
    name: 'OJA_DATA_DIR',
    group: 'The database and files',
    meaning:
      "The folder of PGlite's database, the generated product images and the uploaded pictures (unless in a bucket). Unset: .data/ in the repository.",
    example: '/var/lib/oja',
  },
  {
    name: 'SMTP_URL',
    group: 'Email',
    requiredInProduction: true,
    secret: true,
    meaning:
      'The mail server: smtps://user:pass@host:465, or smtp://user:pass@host:587 with STARTTLS. Unset in sandbox mode: the outbox table (GET /api/v1/dev/outbox).',
    example: 'smtps://user:password@smtp.example.com:465',
  },
  {
    name: 'SMTP_FROM',
    group: 'Email',
    default: 'no-reply@oja.ng',
    meaning: 'The address emails are sent from.',
  },
  {
    name: 'SMTP_ALLOW_PLAINTEXT',
    group: 'Email',
    meaning: "'1' lets a sandbox send over SMTP without TLS (a local mail catcher); production refuses it.",
  },
  {
    name: 'PAYSTACK_SECRET_KEY',
    group: 'Card payments and direct debit (Paystack)',
    requiredInProduction: true,
    secret: true,
    meaning:
      "Paystack's secret key, for card payments and direct-debit mandates. Unset in sandbox mode: the card and direct-debit sandboxes.",
  },
  {
    name: 'PAYSTACK_PUBLIC_KEY',
    group: 'Card payments and direct debit (Paystack)',
    requiredInProduction: true,
    meaning: "Paystack's public key, set with the secret key.",
  },
  {
    name: 'PAYSTACK_BASE_URL',
    group: 'Card payments and direct debit (Paystack)',
    meaning: "Another endpoint for Paystack's API (a local fake in tests). Unset: Paystack's own.",
  },
  {
    name: 'PAYSTACK_DEDICATED_ACCOUNT_BANK',
    group: 'Card payments and direct debit (Paystack)',
    meaning:
      "The bank of shoppers' standing transfer accounts (Paystack's preferred_bank): wema-bank by default, test-bank with a test key.",
  },
  {
    name: 'CREDIT_BUREAU_APP_ID',
    group: 'Credit bureau (Prembly)',
    requiredInProduction: true,
    meaning: "Prembly's app ID, for BVN debt checks with CRC and FirstCentral.",
  },
  {
    name: 'CREDIT_BUREAU_SECRET_KEY',
    group: 'Credit bureau (Prembly)',
    requiredInProduction: true,
    secret: true,
    meaning: "Prembly's secret key. Unset in sandbox mode: the credit bureau sandbox.",
  },
  {
    name: 'CREDIT_BUREAU_URL',
    group: 'Credit bureau (Prembly)',
    meaning: "Another endpoint for Prembly's API. Unset: Prembly's own.",
  },
  {
    name: 'BVN_HASH_KEY',
    group: 'Credit bureau (Prembly)',
    requiredInProduction: true,
    secret: true,
    meaning:
      'The key BVNs are hashed with (32 characters or more; BVNs are kept only as keyed hashes). Keep it: changing it forgets which BVN is whose.',
  },
  {
    name: 'ADDRESS_VERIFICATION_CLIENT_ID',
    group: 'Address verification (QoreID)',
    requiredInProduction: true,
    meaning: "QoreID's client ID, for field verification of residential addresses.",
  },
  {
    name: 'ADDRESS_VERIFICATION_SECRET_KEY',
    group: 'Address verification (QoreID)',
    requiredInProduction: true,
    secret: true,
    meaning: "QoreID's secret. Unset in sandbox mode: the address verification sandbox.",
  },
  {
    name: 'ADDRESS_VERIFICATION_WEBHOOK_SECRET',
    group: 'Address verification (QoreID)',
    requiredInProduction: true,
    secret: true,
    meaning:
      "The secret QoreID signs its callbacks with (POST /api/v1/verification/address-webhook, set on QoreID's dashboard).",
  },
  {
    name: 'ADDRESS_VERIFICATION_URL',
    group: 'Address verification (QoreID)',
    meaning: "Another endpoint for QoreID's API. Unset: QoreID's own.",
  },
  {
    name: 'TERMII_API_KEY',
    group: 'SMS (Termii)',
    requiredInProduction: true,
    secret: true,
    meaning:
      "Termii's API key, for reminder, failed-debit and refund texts. Unset in sandbox mode: the SMS sandbox.",
  },
  {
    name: 'TERMII_SENDER_ID',
    group: 'SMS (Termii)',
    requiredInProduction: true,
    meaning: 'The sender ID Termii approved, 3 to 11 letters or digits.',
    example: 'Oja',
  },
  {
    name: 'TERMII_INBOUND_SECRET',
    group: 'SMS (Termii)',
    requiredInProduction: true,
    secret: true,
    meaning:
      "The token in the path of the inbound-message webhook (STOP) given to Termii: 24 or more letters, digits, '-' or '_'.",
  },
  {
    name: 'TERMII_CHANNEL',
    group: 'SMS (Termii)',
    default: 'generic',
    meaning: "'generic', or 'dnd' for the route that reaches numbers on the Do-Not-Disturb list.",
  },
  {
    name: 'TERMII_URL',
    group: 'SMS (Termii)',
    meaning: "Another endpoint for Termii's API. Unset: Termii's own.",
  },
  {
    name: 'OJA_PICTURES_S3_BUCKET',
    group: 'Uploaded pictures in an S3-compatible bucket',
    meaning:
      'The bucket for the pictures operators upload (AWS S3, Cloudflare R2, MinIO…); the other OJA_PICTURES_S3_ settings then apply. Unset: OJA_DATA_DIR/media/uploads.',
    example: 'oja-pictures',
  },
  {
    name: 'OJA_PICTURES_S3_ENDPOINT',
    group: 'Uploaded pictures in an S3-compatible bucket',
    meaning: "The store's endpoint, reached path-style ({endpoint}/{bucket}/{key}).",
    example: 'https://s3.eu-west-1.amazonaws.com',
  },
  {
    name: 'OJA_PICTURES_S3_REGION',
    group: 'Uploaded pictures in an S3-compatible bucket',
    default: 'us-east-1',
    meaning: 'The region the requests are signed for.',
  },
  {
    name: 'OJA_PICTURES_S3_ACCESS_KEY_ID',
    group: 'Uploaded pictures in an S3-compatible bucket',
    secret: true,
    meaning: "The access key's ID.",
  },
  {
    name: 'OJA_PICTURES_S3_SECRET_ACCESS_KEY',
    group: 'Uploaded pictures in an S3-compatible bucket',
    secret: true,
    meaning: "The access key's secret.",
  },
  {
    name: 'OJA_TEST_CHEAP_PASSWORDS',
    group: 'Tests only',
    meaning:
      "'1' hashes passwords at a cheap cost, to keep tests quick; production refuses to start with it.",
  },
  {
    name: 'OJA_WEB_BUILD_DIR',
    group: 'Tests only',
    meaning:
      "A folder holding the web app's builds (dist/ and dist-ssr/) to serve instead of apps/web's: e2e's release-change test serves two releases one after the other.",
  },
  {
    name: 'OJA_TEST_CHEAP_CHALLENGES',
    group: 'Tests only',
    meaning:
      "'1' makes the sign-in proof-of-work challenges 100 times cheaper, so a test answering hundreds stays quick; ignored in production.",
  },
] as const satisfies readonly Setting[];

export type SettingName = (typeof SETTINGS)[number]['name'];

/** The environment as config.ts may read it: the table's names only. */
export type SettingsEnv = Readonly<Partial<Record<SettingName, string>>>;

type WithDefault = Extract<(typeof SETTINGS)[number], { default: string }>;

/** The table's default of a setting that has one. */
export function settingDefault(name: WithDefault['name']): string {
  const row = SETTINGS.find((setting) => setting.name === name) as WithDefault;
  return row.default;
}
