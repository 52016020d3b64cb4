import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { isDatabaseInputError } from '../../src/database-errors.ts';
import type { Database } from '../../src/db/connect.ts';
import { SandboxEmailSender } from '../../src/email/sandbox.ts';
import { ContractValidator, hasControlCharacter } from '../../src/openapi/validator.ts';
import { createLogger } from '../../src/ops/log.ts';
import { createTestDatabase } from '../test-database.ts';

/**
 * The attacks that answered 500 before: a NUL byte in a string (PostgreSQL cannot store it), a page number
 * past bigint, and any other value the database refuses. Each is a 4xx with a message now.
 */
const contract = new ContractValidator();
const CART = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('control characters', () => {
  it('are C0 controls but tab, LF and CR, and DEL', () => {
    for (const ch of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u000e',
      '\u001b',
      '\u001f',
      '\u007f',
    ]) {
      expect(hasControlCharacter(`a${ch}b`), JSON.stringify(ch)).toBe(true);
    }
    for (const text of ['a\tb', 'line\nline', 'cr\r\n', 'naïra ₦ 👍', '\u0080\u0085\u00a0', '']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('are refused in a query value, known parameter or not', () => {
    expect(contract.checkRequest('GET', '/products/search', { q: 'a\u0000b' }, undefined)).toEqual({
      ok: false,
      status: 400,
      message: 'q must not contain control characters',
      errors: [{ field: 'q', message: 'q must not contain control characters' }],
    });
    const unknown = contract.checkRequest('GET', '/products/search', { q: 'tv', utm: '\u007f' }, undefined);
    expect(unknown).toMatchObject({
      ok: false,
      status: 400,
      message: 'utm must not contain control characters',
    });
  });

  it('are refused in a JSON body at any depth, keys included, and named like the other field errors', () => {
    const body = { productID: 'OJA-PHN-001', cartSessionID: CART, extra: { list: ['ok', 'x\u0001'] } };
    expect(contract.checkRequest('POST', '/cart/add-to-cart', {}, body)).toMatchObject({
      ok: false,
      message: 'extra.list.1 must not contain control characters',
    });
    const key = contract.checkRequest('POST', '/cart/add-to-cart', {}, { productID: 'x', 'a\u0000': 1 });
    expect(key).toMatchObject({ ok: false, message: 'a\\u0000 must not contain control characters' });
    const root = contract.checkRequest('POST', '/cart/add-to-cart', {}, 'a\u0000');
    expect(root).toMatchObject({ ok: false, message: 'body must not contain control characters' });
  });

  it('are refused in a decoded path, named after the path parameter when there is one', () => {
    expect(
      contract.checkRequest('GET', '/products/get-single-product/a\u0000b', {}, undefined),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'id must not contain control characters',
    });
    expect(contract.checkRequest('GET', '/products/categ\u001bories', {}, undefined)).toMatchObject({
      ok: false,
      status: 400,
      message: 'path must not contain control characters',
    });
  });

  it('let tab, LF and CR through, and report at most 10 fields', () => {
    const body = { productID: 'a\tb\r\nc', cartSessionID: CART };
    expect(contract.checkRequest('POST', '/cart/add-to-cart', {}, body)).toMatchObject({ ok: true });
    const many = contract.checkRequest(
      'POST',
      '/cart/add-to-cart',
      {},
      { productID: 'x', list: Array(50).fill('\u0000') },
    );
    expect(!many.ok && many.errors?.length).toBe(10);
  });

  it('are found in a body nested deeper than the stack would allow recursion', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`);
    const check = contract.checkRequest('POST', '/cart/add-to-cart', {}, { productID: 'x', deep });
    expect(check).toMatchObject({ ok: false, status: 400 });
  });
});

describe('path parameters', () => {
  it('are checked against their schemas, as the router decodes them', () => {
    const long = contract.checkRequest(
      'GET',
      `/products/get-single-product/${'x'.repeat(101)}`,
      {},
      undefined,
    );
    expect(long).toMatchObject({
      ok: false,
      status: 400,
      message: 'id must NOT have more than 100 characters',
    });
    // '%2F' is one character once decoded: 100 of them fit.
    const encoded = contract.checkRequest(
      'GET',
      `/products/get-single-product/${'%2F'.repeat(100)}`,
      {},
      undefined,
    );
    expect(encoded).toMatchObject({ ok: true });
  });
});

describe('database errors', () => {
  it('of SQLSTATE class 22 are input errors, on the error or its cause', () => {
    for (const code of ['22P05', '22021', '22003', '22P02', '22001', '22007', '22008']) {
      expect(isDatabaseInputError({ code }), code).toBe(true);
      expect(
        isDatabaseInputError(new DrizzleQueryError('select 1', [], Object.assign(new Error('x'), { code }))),
        code,
      ).toBe(true);
    }
    for (const error of [
      { code: '23505' },
      { code: '57P01' },
      { code: 'ECONNREFUSED' },
      { code: 22021 },
      new Error('x'),
      null,
      undefined,
      '22021',
    ]) {
      expect(isDatabaseInputError(error), JSON.stringify(error)).toBe(false);
    }
  });

  describe('from the real driver', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      database = await createTestDatabase({ catalogue: true });
      app = createApp({
        db: database.db,
        imagesDir: database.dataDir,
        email: new SandboxEmailSender(database.db, Date.now, () => undefined),
      });
    });
    afterAll(() => database.dispose());

    it.each([
      ['a NUL in text', sql`select ${'a\u0000b'}::text`],
      ['a number past bigint', sql`select ${'10000000000000000000'}::bigint`],
      ['text that is no integer', sql`select ${'abc'}::integer`],
      ['a date that does not exist', sql`select ${'2030-13-45'}::date`],
      ['a division by zero', sql`select 1 / ${0}::integer`],
    ])('are recognised for %s', async (_, query) => {
      const error = await database.db.execute(query).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseInputError(error)).toBe(true);
    });

    it.each([
      '/products/get-products?page=200000000000000000',
      '/products/get-products?limit=1e400',
      '/products/search?q=a%00b',
      '/products/get-single-product/a%00b',
      '/products/get-product-reviews/%7F',
      '/products/subcategory?category=a%00b',
      '/products/single-categories/a%00b',
      '/dev/outbox?email=a%00b',
      '/cart/view-cart?cartSessionID=%00',
    ])('GET %s answers 400 with a message', async (path) => {
      const response = await app.request(`/api/v1${path}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
    });

    it.each([
      ['/cart/add-to-cart', { productID: 'a\u0000b', cartSessionID: CART }],
      ['/cart/add-to-cart', { productID: 'OJA-PHN-001', cartSessionID: CART, quantity: 1e300 }],
      ['/auth/login', { email: 'a\u0000@b.co', password: 'secret' }],
      ['/auth/register', { email: 'a@b.co', phoneNumber: '0801\u00002345678', password: 'Sup3r-secret!' }],
      ['/auth/forgot-password', { email: 'ada@example.com\u0000' }],
      [
        '/products/add-product-review',
        { productID: 'OJA-PHN-001', review: 'Lovely phone indeed', rating: 4, '\u0000': 1 },
      ],
    ])('POST %s with %j answers 400 with a message', async (path, body) => {
      const response = await app.request(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('answers 415 for a body in another media type, and reads no body an operation does not take', async () => {
      const post = (path: string, body: string, type?: string) =>
        app.request(`/api/v1${path}`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body: new TextEncoder().encode(body),
        });
      const form = await post(
        '/cart/clear-cart',
        `cartSessionID=${CART}`,
        'application/x-www-form-urlencoded',
      );
      expect(form.status).toBe(415);
      expect(await form.json()).toEqual({ success: false, message: 'Content-Type must be application/json' });
      expect((await post('/cart/clear-cart', JSON.stringify({ cartSessionID: CART }))).status).toBe(200);
      const charset = await post(
        '/cart/clear-cart',
        JSON.stringify({ cartSessionID: CART }),
        'Application/JSON; charset=utf-8',
      );
      expect(charset.status).toBe(200);
      // Logout takes no body: a broken one is not read (401 for the missing token, not 400).
      expect((await post('/auth/logout', '{not json', 'text/plain')).status).toBe(401);
    });
  });

  it('answer 400 without the database text, 500 for the rest, and log the path escaped', async () => {
    const failing = (error: unknown) =>
      new Proxy({} as Database, {
        get: () => () => {
          throw error;
        },
      });
    // The app's log lines are JSON (ops/log.ts): captured here to read what it said of each failure.
    const lines: string[] = [];
    const log = createLogger({ destination: { write: (chunk: string) => void lines.push(chunk) } });
    const records = () =>
      lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
    try {
      const refused = new DrizzleQueryError(
        'select',
        [],
        Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      );
      const app = createApp({
        db: failing(refused),
        imagesDir: '/nowhere',
        email: { kind: 'sandbox', send: async () => {} },
        logger: log,
      });
      const answer = await app.request('/api/v1/products/categories');
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        success: false,
        message: 'The request has a value the server cannot store.',
      });
      expect(records()).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          method: 'GET',
          path: '/api/v1/products/categories',
          sqlstate: '22021',
        }),
      );

      const broken = createApp({
        db: failing(new Error('connection lost')),
        imagesDir: '/nowhere',
        email: { kind: 'sandbox', send: async () => {} },
        logger: log,
      });
      const failed = await broken.request('/api/v1/products/get-single-product/OJA%0A-fake-log-line');
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ success: false, message: 'Something went wrong.' });
      // A path holding a newline stays inside its JSON line: no forged line.
      const failure = records().find((r) => r.msg === 'request failed');
      expect(failure).toMatchObject({ path: '/api/v1/products/get-single-product/OJA\n-fake-log-line' });
      for (const chunk of lines) {
        for (const line of chunk.split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
      }
    } finally {
      log.flush();
    }
  });
});
