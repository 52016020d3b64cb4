import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/app.ts';
import { seedProperties } from '../../src/db/seed.ts';
import { SandboxEmailSender } from '../../src/email/sandbox.ts';
import { ContractValidator } from '../../src/openapi/validator.ts';
import { createTestDatabase } from '../test-database.ts';
import type { Dictionary } from './schema-values.ts';

const PASSWORD = 'Fuzz-Sup3r-secret!';

/** The parts of the API's answers this file reads. */
interface Answer {
  message?: string;
  data?: {
    messages?: Array<{ text?: string }>;
    token?: string;
    userID?: string;
    totalPages?: number;
    products?: Array<{ productID: string; brand?: string; productWeight?: string }>;
    data?: Array<{ propertyID: string }>;
    categories?: Array<{ slug: string; subcategories?: Array<{ slug: string }> }>;
  };
}

/**
 * The real app on a fresh, seeded database (PGlite, or PostgreSQL when DATABASE_URL is set), served over
 * HTTP on a loopback port, with X-Forwarded-For trusted (so requests can vary their client address) and the
 * email sandbox quiet. `shopper` holds a real bearer token, got through the API.
 */
export async function startFuzzServer() {
  const database = await createTestDatabase({ catalogue: true });
  await seedProperties(database.db);
  const contract = new ContractValidator();
  const app = createApp({
    db: database.db,
    imagesDir: database.dataDir,
    validator: contract,
    trustProxy: true,
    email: new SandboxEmailSender(database.db, Date.now, () => undefined),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = `${origin}/api/v1`;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  // A shopper with a live session: register, read the code from the sandbox outbox, verify, log in. Each
  // login comes from a new client address, so the rate limits of earlier ones never apply. POST
  // /users/close-account closes the fuzzer's own account when it is settled (as it is): the next login then
  // registers a new shopper, as a person whose account was closed would.
  let logins = 0;
  let accounts = 0;
  const from = () => ({ 'x-forwarded-for': `100.64.${Math.floor(logins / 250)}.${(logins % 250) + 1}` });
  async function register(): Promise<string> {
    accounts++;
    const email = `fuzz-shopper-${process.pid}-${accounts}@example.com`;
    const phoneNumber = `0809${String(process.pid * 16 + accounts)
      .padStart(7, '0')
      .slice(-7)}`;
    const registered = await call(
      'POST',
      '/auth/register',
      { email, phoneNumber, password: PASSWORD },
      from(),
    );
    if (registered.status !== 201)
      throw new Error(`register answered ${registered.status}: ${registered.body.message}`);
    const outbox = await call('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    const code = /\b(\d{4})\b/.exec(outbox.body.data?.messages?.[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox of ${email}: ${JSON.stringify(outbox.body)}`);
    const verified = await call('POST', '/auth/verify-email', { email, otp: code }, from());
    if (verified.status !== 200)
      throw new Error(`verify-email answered ${verified.status}: ${verified.body.message}`);
    return email;
  }

  const shopper = {
    email: await register(),
    userID: '',
    token: null as string | null,
    logins: 0,
    /** The live token, logging in again when the last one was ended (by logout, or by closing the account). */
    async liveToken(): Promise<string> {
      if (this.token) return this.token;
      logins++;
      this.logins = logins;
      let answer = await call('POST', '/auth/login', { email: this.email, password: PASSWORD }, from());
      if (answer.status === 401) {
        // The account was closed (its email is now a pseudonym): a new shopper.
        this.email = await register();
        answer = await call('POST', '/auth/login', { email: this.email, password: PASSWORD }, from());
      }
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.body.message}`);
      this.token = answer.body.data?.token ?? null;
      this.userID = answer.body.data?.userID ?? '';
      if (!this.token) throw new Error(`login answered no token: ${JSON.stringify(answer.body)}`);
      return this.token;
    },
  };
  await shopper.liveToken();

  /** Fills the dictionary with what the shop holds: product ids, slugs, brands, weights, property ids. */
  async function learn(dictionary: Dictionary) {
    for (let page = 1; page <= 20; page++) {
      const { body } = await call('GET', `/products/get-products?limit=100&page=${page}`);
      const products = body.data?.products ?? [];
      for (const p of products) {
        dictionary.productIDs.push(p.productID);
        if (p.brand && !dictionary.brands.includes(p.brand)) dictionary.brands.push(p.brand);
        if (p.productWeight && !dictionary.weights.includes(p.productWeight))
          dictionary.weights.push(p.productWeight);
      }
      if (page >= (body.data?.totalPages ?? 0)) break;
    }
    const { body } = await call('GET', '/products/categories');
    for (const category of body.data?.categories ?? []) {
      dictionary.parentSlugs.push(category.slug);
      for (const sub of category.subcategories ?? []) dictionary.subcategorySlugs.push(sub.slug);
    }
    const listings = await call('GET', '/properties?limit=100');
    for (const p of listings.body.data?.data ?? []) dictionary.propertyIDs.push(p.propertyID);
    dictionary.userIDs.push(shopper.userID, 'someone-else');
  }

  return {
    kind: database.kind,
    api,
    contract,
    shopper,
    learn,
    async stop() {
      server.close();
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await database.dispose();
    },
  };
}

export type FuzzServer = Awaited<ReturnType<typeof startFuzzServer>>;
