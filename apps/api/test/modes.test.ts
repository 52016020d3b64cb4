import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_EXPOSED_MESSAGE } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { listening, readConfig } from '../src/config.ts';
import { SandboxDirectDebit } from '../src/payments/direct-debit-sandbox.ts';
import { SandboxPayouts } from '../src/payments/payouts/sandbox-payouts.ts';
import { SandboxCardPayments } from '../src/payments/sandbox.ts';
import { SandboxTransferPayments } from '../src/payments/transfers/sandbox-transfers.ts';
import { SandboxAddressVerifier } from '../src/verification/address-verifier.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { cachedRenderer, type PageRenderer } from '../src/web-ssr.ts';
import { createTestDatabase } from './test-database.ts';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const DATA = '/tmp/oja-data';

describe('the configuration', () => {
  it('is the sandbox by default, with the sandbox email', () => {
    const read = readConfig({}, DATA);
    expect(read).toMatchObject({
      ok: true,
      config: { mode: 'sandbox', port: 3000, dataDir: DATA, smtp: undefined },
    });
  });

  it('listens on the loopback addresses only in sandbox mode, and where HOST says otherwise', () => {
    const listeningOf = (env: Record<string, string>) => {
      const read = readConfig(env, DATA);
      if (!read.ok) throw new Error(read.problems.join('\n'));
      const { host, listenAddresses, sandboxExposed, selfHost } = read.config;
      return { host, listenAddresses, sandboxExposed, selfHost };
    };
    expect(listeningOf({})).toEqual({
      host: undefined,
      listenAddresses: ['127.0.0.1', '::1'],
      sandboxExposed: false,
      selfHost: '127.0.0.1',
    });
    // Empty is unset; localhost is both loopback addresses, since it may resolve to either.
    expect(listeningOf({ HOST: '' })).toMatchObject({ listenAddresses: ['127.0.0.1', '::1'] });
    expect(listeningOf({ HOST: 'localhost' })).toMatchObject({
      listenAddresses: ['127.0.0.1', '::1'],
      sandboxExposed: false,
    });
    for (const loopback of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', '0:0:0:0:0:0:0:1']) {
      expect(listeningOf({ HOST: loopback })).toMatchObject({ sandboxExposed: false });
    }
    expect(listeningOf({ HOST: '::1' })).toMatchObject({ listenAddresses: ['::1'], selfHost: '[::1]' });
    // Anything else is reachable from other machines: a sandbox there warns (log and Sandbox marker).
    expect(listeningOf({ HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      listenAddresses: ['0.0.0.0'],
      sandboxExposed: true,
      selfHost: '127.0.0.1',
    });
    expect(listeningOf({ HOST: '::' })).toMatchObject({ sandboxExposed: true, selfHost: '[::1]' });
    expect(listeningOf({ HOST: '192.168.1.20' })).toMatchObject({
      listenAddresses: ['192.168.1.20'],
      sandboxExposed: true,
      selfHost: '192.168.1.20',
    });
    expect(listeningOf({ HOST: 'shop.lan' })).toMatchObject({ sandboxExposed: true, selfHost: 'shop.lan' });
    // Production listens where HOST says, every interface by default (Node's), and warns of nothing: it has no
    // /dev routes. (Production cannot start yet, so this is asked of listening() itself.)
    expect(listening('production', undefined)).toEqual({
      host: undefined,
      listenAddresses: undefined,
      sandboxExposed: false,
      selfHost: '127.0.0.1',
    });
    expect(listening('production', '0.0.0.0')).toMatchObject({
      listenAddresses: ['0.0.0.0'],
      sandboxExposed: false,
    });
  });

  it('refuses a HOST that is neither an address nor a host name', () => {
    expect(readConfig({ HOST: 'http://0.0.0.0:3000' }, DATA)).toEqual({
      ok: false,
      problems: [
        "HOST must be an address or a host name, like 127.0.0.1 or 0.0.0.0, not 'http://0.0.0.0:3000'.",
      ],
    });
  });

  it('refuses an unknown mode', () => {
    expect(readConfig({ OJA_MODE: 'live' }, DATA)).toEqual({
      ok: false,
      problems: ["OJA_MODE must be 'sandbox' or 'production', not 'live'."],
    });
  });

  it('in production, lists everything missing at once: mail transport, provider keys and adapters', () => {
    const read = readConfig({ OJA_MODE: 'production' }, DATA);
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.problems;
    expect(problems[0]).toMatch(/^Production mode needs a real mail transport: set SMTP_URL/);
    expect(problems.some((p) => p.includes('CREDIT_BUREAU_SECRET_KEY'))).toBe(true);
    expect(problems.some((p) => p.includes('ADDRESS_VERIFICATION_SECRET_KEY'))).toBe(true);
    expect(problems).toContain(
      'Production mode needs the direct debit (Paystack mandates) keys: set PAYSTACK_SECRET_KEY.',
    );
    expect(problems.some((p) => p.includes('BVN_HASH_KEY'))).toBe(true);
    expect(problems.some((p) => p.includes('METRICS_TOKEN'))).toBe(true);
  });

  it('takes card payments and direct-debit mandates through Paystack when PAYSTACK_SECRET_KEY is set', () => {
    const read = readConfig(
      {
        PAYSTACK_SECRET_KEY: 'sk_live_x',
        PAYSTACK_PUBLIC_KEY: 'pk_live_x',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:4010',
      },
      DATA,
    );
    expect(read).toMatchObject({
      ok: true,
      config: {
        card: { kind: 'paystack', secretKey: 'sk_live_x', baseUrl: 'http://127.0.0.1:4010' },
        directDebit: { kind: 'paystack', secretKey: 'sk_live_x', baseUrl: 'http://127.0.0.1:4010' },
        transfers: { kind: 'paystack', secretKey: 'sk_live_x', baseUrl: 'http://127.0.0.1:4010' },
      },
    });
    expect(readConfig({}, DATA)).toMatchObject({
      config: { directDebit: { kind: 'sandbox' }, transfers: { kind: 'sandbox' } },
    });
  });

  it('in production with every key, starts with every real adapter; a partial QoreID setting is named', () => {
    const every = {
      OJA_MODE: 'production',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_PUBLIC_KEY: 'pk_live_x',
      CREDIT_BUREAU_APP_ID: 'cb-app',
      CREDIT_BUREAU_SECRET_KEY: 'cb',
      ADDRESS_VERIFICATION_CLIENT_ID: 'av-client',
      ADDRESS_VERIFICATION_SECRET_KEY: 'av',
      ADDRESS_VERIFICATION_WEBHOOK_SECRET: 'av-hook',
      TERMII_API_KEY: 'tk',
      TERMII_SENDER_ID: 'Oja',
      TERMII_INBOUND_SECRET: 's'.repeat(24),
      BVN_HASH_KEY: 'k'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(16),
      PUBLIC_URL: 'https://oja.ng',
    };
    expect(readConfig(every, DATA)).toMatchObject({
      ok: true,
      config: {
        card: { kind: 'paystack' },
        directDebit: { kind: 'paystack' },
        creditBureau: { kind: 'prembly' },
        addressVerification: { kind: 'qoreid', clientId: 'av-client', webhookSecret: 'av-hook' },
        sms: { kind: 'termii', senderId: 'Oja' },
      },
    });
    const { ADDRESS_VERIFICATION_WEBHOOK_SECRET: _, ...noHookSecret } = every;
    const read = readConfig(noHookSecret, DATA);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems).toEqual([
      "ADDRESS_VERIFICATION_SECRET_KEY is set without ADDRESS_VERIFICATION_WEBHOOK_SECRET: set them from QoreID's dashboard.",
      'Production mode needs the address verification (QoreID) keys: set ADDRESS_VERIFICATION_WEBHOOK_SECRET.',
    ]);
  });

  it('checks debt profiles through Prembly when CREDIT_BUREAU_SECRET_KEY is set, with its app id', () => {
    expect(
      readConfig(
        {
          CREDIT_BUREAU_APP_ID: 'app',
          CREDIT_BUREAU_SECRET_KEY: 'live_sk',
          CREDIT_BUREAU_URL: 'http://127.0.0.1:4020',
        },
        DATA,
      ),
    ).toMatchObject({
      ok: true,
      config: {
        creditBureau: {
          kind: 'prembly',
          appId: 'app',
          secretKey: 'live_sk',
          baseUrl: 'http://127.0.0.1:4020',
        },
      },
    });
    expect(readConfig({}, DATA)).toMatchObject({ config: { creditBureau: { kind: 'sandbox' } } });
    expect(readConfig({ CREDIT_BUREAU_SECRET_KEY: 'live_sk' }, DATA)).toEqual({
      ok: false,
      problems: [
        "CREDIT_BUREAU_SECRET_KEY is set without CREDIT_BUREAU_APP_ID: set both, from Prembly's dashboard.",
      ],
    });
  });

  it('sends texts through Termii when TERMII_API_KEY is set, with its sender ID; production needs it', () => {
    expect(
      readConfig(
        {
          TERMII_API_KEY: 'tk',
          TERMII_SENDER_ID: 'Oja',
          TERMII_URL: 'http://127.0.0.1:4030',
          TERMII_INBOUND_SECRET: 'i'.repeat(24),
        },
        DATA,
      ),
    ).toMatchObject({
      ok: true,
      config: {
        sms: {
          kind: 'termii',
          apiKey: 'tk',
          senderId: 'Oja',
          baseUrl: 'http://127.0.0.1:4030',
          channel: 'generic',
          inboundSecret: 'i'.repeat(24),
        },
      },
    });
    expect(readConfig({}, DATA)).toMatchObject({ config: { sms: { kind: 'sandbox' } } });
    expect(readConfig({ TERMII_API_KEY: 'tk', TERMII_INBOUND_SECRET: 'short' }, DATA)).toEqual({
      ok: false,
      problems: [
        'TERMII_INBOUND_SECRET must be at least 24 letters, digits, - or _ (it is part of the webhook URL given to Termii).',
        "TERMII_API_KEY is set without a TERMII_SENDER_ID of 3 to 11 letters or digits: set the sender ID Termii approved (like 'Oja').",
      ],
    });
    const production = readConfig({ OJA_MODE: 'production' }, DATA);
    expect(production.ok ? [] : production.problems).toContain(
      'Production mode needs the SMS (Termii) keys: set TERMII_API_KEY, TERMII_SENDER_ID, TERMII_INBOUND_SECRET.',
    );
  });

  it('in production, never allows email without TLS', () => {
    const read = readConfig(
      { OJA_MODE: 'production', SMTP_URL: 'smtp://u:p@mail.example:587', SMTP_ALLOW_PLAINTEXT: '1' },
      DATA,
    );
    expect(read.ok ? [] : read.problems).toContain(
      'Production mode never sends email without TLS: unset SMTP_ALLOW_PLAINTEXT.',
    );
  });

  it("in production, refuses the tests' cheap password hashes", () => {
    const read = readConfig({ OJA_MODE: 'production', OJA_TEST_CHEAP_PASSWORDS: '1' }, DATA);
    expect(read.ok ? [] : read.problems).toContain(
      'OJA_TEST_CHEAP_PASSWORDS is for tests only (cheap password hashes): unset it in production.',
    );
  });
});

describe('npm start in production mode without mail settings', () => {
  it('refuses to start, saying what is missing', () => {
    const run = spawnSync(process.execPath, ['src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        OJA_MODE: 'production',
        SMTP_URL: '',
        PORT: '0',
        OJA_DATA_DIR: '/nonexistent/never-opened',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Oja cannot start:');
    expect(run.stderr).toContain('Production mode needs a real mail transport: set SMTP_URL');
  });
});

describe('the app in each mode', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  /**
   * What a production app is given by main.ts: every provider named. These tests are about routes and
   * headers, so the providers are the sandboxes' classes, passed explicitly (production has no fallback).
   */
  const providersFor = (mode: 'sandbox' | 'production') =>
    mode === 'sandbox'
      ? {}
      : {
          addressVerifier: new SandboxAddressVerifier(),
          creditBureau: new SandboxCreditBureau(() => undefined),
          cardPayments: new SandboxCardPayments({ db: database.db }),
          directDebit: new SandboxDirectDebit({ db: database.db }),
          transfers: new SandboxTransferPayments(),
          payouts: new SandboxPayouts({ db: database.db }),
          bvnHashKey: 'a-production-key-of-at-least-32-characters',
        };
  const appIn = (mode: 'sandbox' | 'production') =>
    createApp({
      db: database.db,
      mode,
      imagesDir: database.dataDir,
      email: { kind: 'smtp', send: async () => undefined },
      ...providersFor(mode),
    });

  it('production never falls back to a sandbox: an app missing a provider does not start', () => {
    expect(() =>
      createApp({
        db: database.db,
        mode: 'production',
        imagesDir: database.dataDir,
        email: { kind: 'smtp', send: async () => undefined },
      }),
    ).toThrow(
      'A production app needs real providers and keys, not sandboxes: addressVerifier, creditBureau, cardPayments, directDebit, transfers, payouts, bvnHashKey',
    );
  });

  it('production mounts no /dev route: every /api/v1/dev path answers 404, whatever its query', async () => {
    const app = appIn('production');
    for (const path of [
      '/api/v1/dev/outbox?email=ada@example.com',
      '/api/v1/dev/outbox',
      '/api/v1/dev/anything',
    ]) {
      const answer = await app.request(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it.each(['sandbox', 'production'] as const)(
    '%s puts the security headers on API answers, errors included',
    async (mode) => {
      const app = appIn(mode);
      for (const path of ['/api/v1/products/categories', '/api/v1/nowhere', '/media/products/none.svg']) {
        const headers = (await app.request(path)).headers;
        expect(headers.get('content-security-policy')).toMatch(/default-src 'self'/);
        expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
        expect(headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
        expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('x-frame-options')).toBe('DENY');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      }
    },
  );

  it.each(['sandbox', 'production'] as const)(
    '%s serves pages with the headers and says its mode on <html>',
    async (mode) => {
      const web = join(database.dataDir, `web-${mode}`);
      mkdirSync(join(web, 'assets'), { recursive: true });
      writeFileSync(
        join(web, 'index.html'),
        '<!doctype html><html lang="en-NG"><body><div id="root"></div></body></html>',
      );
      writeFileSync(join(web, 'assets', 'app-1234.js'), 'console.log(1)');
      const app = createApp({
        db: database.db,
        mode,
        imagesDir: database.dataDir,
        webDistDir: web,
        email: { kind: 'smtp', send: async () => undefined },
        ...providersFor(mode),
      });
      for (const path of ['/', '/index.html', '/cart-items', '/assets/app-1234.js']) {
        const answer = await app.request(path);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        // No opener policy: it would start every arriving page in a renderer process of its own, which cost the
        // shop pages their Lighthouse 100 (security-headers.ts says what it would have guarded).
        expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
        if (!path.endsWith('.js'))
          expect(await answer.text()).toContain(`<html lang="en-NG" data-oja-mode="${mode}">`);
      }
    },
  );

  it.each([
    ['listening on this machine only', false],
    ['reachable from other machines (HOST)', true],
  ] as const)(
    "a sandbox %s: every page's <html> mark and its renderer's flag say whether it is exposed",
    async (_where, exposed) => {
      const web = join(database.dataDir, `web-exposed-${exposed}`);
      mkdirSync(web, { recursive: true });
      writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en-NG"><body></body></html>');
      const asked: Array<boolean | undefined> = [];
      const pages = (webRenderer?: PageRenderer) =>
        createApp({
          db: database.db,
          mode: 'sandbox',
          sandboxExposed: exposed,
          imagesDir: database.dataDir,
          webDistDir: web,
          webRenderer,
          email: { kind: 'smtp', send: async () => undefined },
        });
      // The empty page (a path the renderer leaves to the browser): the mark on <html>, which the app reads.
      const shell = await (await pages().request('/user-dashboard')).text();
      expect(shell.includes(`data-oja-exposed="${SANDBOX_EXPOSED_MESSAGE}"`)).toBe(exposed);
      // A rendered page: the renderer is told, and renders the marker with it.
      const renderer = cachedRenderer({
        render: async (request) => {
          asked.push(request.exposed);
          return { status: 200, html: request.template };
        },
      });
      const rendered = await (await pages(renderer).request('/')).text();
      expect(asked).toEqual([exposed]);
      expect(rendered.includes(`data-oja-exposed="${SANDBOX_EXPOSED_MESSAGE}"`)).toBe(exposed);
    },
  );

  it('production never marks a page as exposed', async () => {
    const web = join(database.dataDir, 'web-production-exposed');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en-NG"><body></body></html>');
    const app = createApp({
      db: database.db,
      mode: 'production',
      sandboxExposed: true,
      imagesDir: database.dataDir,
      webDistDir: web,
      email: { kind: 'smtp', send: async () => undefined },
      ...providersFor('production'),
    });
    expect(await (await app.request('/')).text()).not.toContain('data-oja-exposed');
  });
});
