import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/connect.ts';
import { insertStaff } from '../src/db/staff-repository.ts';
import { newTotpSecret, totpCode } from '../src/staff/totp.ts';
import { productionProviders } from './process/production-env.ts';
import { createServerDatabase, type RunningServer, startServer } from './process/server.ts';

/**
 * A production shop's first day (issue 41): on an empty database (a PostgreSQL server's with DATABASE_URL, as
 * CI runs it, else a PGlite folder) it starts with the spec's departments and nothing demo: no product, no
 * property. The owner signs in, adds a subcategory and a product, and shoppers see it; the owner deletes it,
 * and after a restart it is still gone. The web build must exist (turbo builds it before the API's tests).
 */
const OWNER = { email: 'ada@oja.example', password: 'First-owner-2026', totpSecret: newTotpSecret() };
let providers: Awaited<ReturnType<typeof productionProviders>>;
let storage: {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
};
let server: RunningServer | undefined;

beforeAll(async () => {
  providers = await productionProviders();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl);
    storage = {
      env: { DATABASE_URL: database.url },
      open: () => openDatabase({ databaseUrl: database.url, dataDir: tmpdir() }),
      drop: database.drop,
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'oja-first-run-'));
    storage = {
      env: { OJA_DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await providers?.stop();
  await storage?.drop();
});

const start = async () => {
  await server?.stop();
  server = await startServer({ ...providers.env, ...storage.env });
  return server;
};

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server?.api}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

async function consoleWrite(
  method: string,
  path: string,
  auth: { cookie: string; csrf: string },
  body?: unknown,
) {
  const response = await fetch(`${server?.api}${path}`, {
    method,
    headers: {
      cookie: auth.cookie,
      'x-csrf-token': auth.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; data: Record<string, unknown> },
  };
}

describe("a production shop's first run", () => {
  let productID = '';

  it('starts on an empty database with the departments, and no product or property', async () => {
    await start();
    const products = await getJson('/products/get-products?type=new');
    expect(products.body.data).toMatchObject({ products: [], totalProducts: 0 });
    const properties = await getJson('/properties');
    expect(properties.status).toBe(200);
    expect(properties.body.data).toMatchObject({ data: [] });
    const categories = await getJson('/products/categories');
    const slugs = ((categories.body.data?.categories ?? []) as Array<{ slug: string }>).map((c) => c.slug);
    expect(slugs).toContain('electronics');
    const home = await fetch(`http://127.0.0.1:${server?.port}/`);
    expect(home.status).toBe(200);
    expect(server?.output()).not.toMatch(/seeded \d+ demo|sandbox owner/);
  });

  it('lets the owner add a subcategory and a product that shoppers then see', async () => {
    // The owner as `npm run create-owner` and its setup link leave them: a password and an authenticator.
    await server?.stop();
    const database = await storage.open();
    await insertStaff(
      database.db,
      {
        email: OWNER.email,
        name: 'Ada Obi',
        role: 'owner',
        passwordHash: await hashPassword(OWNER.password),
        totpSecret: OWNER.totpSecret,
      },
      Date.now(),
    );
    await database.close();
    await start();

    const signIn = await fetch(`${server?.api}/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: OWNER.email,
        password: OWNER.password,
        code: totpCode(OWNER.totpSecret, Date.now()),
      }),
    });
    expect(signIn.status).toBe(200);
    const auth = {
      cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      csrf: ((await signIn.json()) as { data: { csrfToken: string } }).data.csrfToken,
    };
    const added = await consoleWrite('POST', '/admin/catalogue/categories', auth, {
      name: 'Solar Power',
      parentSlug: 'electronics',
    });
    expect(added.status).toBe(201);
    const solar = (
      added.body.data.categories as Array<{ subcategories: Array<{ id: number; slug: string }> }>
    )
      .flatMap((c) => c.subcategories)
      .find((s) => s.slug === 'solar-power');
    const created = await consoleWrite('POST', '/admin/catalogue/products', auth, {
      name: 'Sunlit 200W Solar Kit',
      brand: 'Sunlit',
      seller: 'Sunlit Energy Ltd',
      categoryId: solar?.id,
      priceKobo: 35_000_000,
      minimumDownPaymentPercentage: 40,
      stock: 5,
      description: 'Panel, battery and inverter for a flat.',
      specifications: [{ name: 'Power', value: '200W' }],
      published: true,
    });
    expect(created.status).toBe(201);
    productID = (created.body.data.product as { productID: string }).productID;
    const page = await getJson(`/products/get-single-product/${productID}`);
    expect(page.status).toBe(200);

    const deleted = await consoleWrite('DELETE', `/admin/catalogue/products/${productID}`, auth);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Product deleted' } });
  });

  it('keeps a deleted product deleted after a restart', async () => {
    expect(productID).not.toBe('');
    await start();
    expect((await getJson(`/products/get-single-product/${productID}`)).status).toBe(404);
    expect((await getJson('/products/get-products?type=new')).body.data).toMatchObject({ totalProducts: 0 });
  });
});
