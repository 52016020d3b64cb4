import type { StaffRole } from '@oja/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLVE_THE_CHALLENGE } from '../src/auth/challenge.ts';
import { listOperations, loadDocument } from '../src/openapi/document.ts';
import { SANDBOX_OWNER, seedSandboxOwner } from '../src/staff/sandbox-owner.ts';
import { totpCode } from '../src/staff/totp.ts';
import { adminCalls, STAFF_PASSWORD } from './admin-app.ts';
import { type AuthApp, createAuthApp, MINUTE } from './auth-app.ts';
import { Device } from './support/device.ts';

/**
 * Staff sign-in to the operator console: password and TOTP, a cookie session with a CSRF token for writes,
 * roles checked on the server, every sign-in and sign-out in the append-only audit trail, and no shopper's
 * token accepted anywhere under /admin.
 */
const HOUR = 60 * MINUTE;
const PASSWORD = STAFF_PASSWORD;

let shop: AuthApp;
let admin: ReturnType<typeof adminCalls>;
beforeAll(async () => {
  shop = await createAuthApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

const newStaff = (role: StaffRole) => admin.newStaff(role);
const call: ReturnType<typeof adminCalls>['call'] = (...args) => admin.call(...args);
const signIn: ReturnType<typeof adminCalls>['signIn'] = (...args) => admin.signIn(...args);
const auditOf = (email: string) => admin.auditOf(email);

describe('staff sign-in', () => {
  it('with the password and the code of the moment: an HttpOnly, SameSite=Strict cookie for the admin API, Secure over HTTPS', async () => {
    const owner = await newStaff('owner');
    // Over plain http (the sandbox on localhost) not Secure, which a browser that does not count the address
    // as secure would drop; the console signs in all the same. (The code of 30 s ago: each code is used once.)
    const plain = await signIn(owner, Date.now() - 30_000);
    expect(plain.answer.cookie).toMatch(
      /^oja_staff=[A-Za-z0-9_-]+; Path=\/api\/v1\/admin; HttpOnly; SameSite=Strict$/,
    );
    expect((await call('GET', '/admin/session', { cookie: plain.cookie })).status).toBe(200);
    // Behind the trusted proxy (the test app has TRUST_PROXY=1) that says the browser came over HTTPS.
    const { answer, cookie, csrf } = await signIn(owner, Date.now(), 'https');
    expect(answer.cookie).toMatch(
      /^oja_staff=[A-Za-z0-9_-]+; Path=\/api\/v1\/admin; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(answer.body.data).toMatchObject({
      staff: { email: owner.email, role: 'owner', active: true },
      permissions: expect.arrayContaining(['staff:manage', 'refunds:approve']),
    });
    // Nothing secret in the answer.
    expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${owner.totpSecret}|scrypt|${PASSWORD}`));
    const again = await call('GET', '/admin/session', { cookie });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ staff: { email: owner.email }, csrfToken: csrf });
    const audit = await auditOf(owner.email);
    expect(audit.map((event) => [event.action, event.role, event.clientAddress])).toEqual([
      ['staff.sign-in', 'owner', owner.address],
      ['staff.sign-in', 'owner', owner.address],
    ]);
  });

  it('refuses a wrong password, a wrong code, an unknown email and a disabled account with one message', async () => {
    const member = await newStaff('finance');
    const code = () => totpCode(member.totpSecret, Date.now());
    const wrongCode = String((Number(code()) + 500_000) % 1_000_000).padStart(6, '0');
    const attempts = [
      { email: member.email, password: 'Wrong-secret-1', code: code() },
      { email: member.email, password: PASSWORD, code: wrongCode },
      { email: 'nobody@oja.test', password: PASSWORD, code: code() },
    ];
    for (const [n, body] of attempts.entries()) {
      const answer = await call('POST', '/admin/session', { body, address: `198.18.0.${n}` });
      expect([answer.status, answer.body.message]).toEqual([401, 'Invalid email, password or code']);
      expect(answer.cookie).toBeNull();
    }
    await shop.database.db.execute(sql`update staff set disabled_at = now() where email = ${member.email}`);
    const disabled = await call('POST', '/admin/session', {
      body: { email: member.email, password: PASSWORD, code: code() },
    });
    expect([disabled.status, disabled.body.message]).toEqual([401, 'Invalid email, password or code']);
    expect(await auditOf(member.email)).toEqual([]);
  });

  it('takes a code once: the same code again is refused, even inside its 30 seconds', async () => {
    const member = await newStaff('operations');
    const code = totpCode(member.totpSecret, Date.now());
    const body = { email: member.email, password: PASSWORD, code };
    expect((await call('POST', '/admin/session', { body, address: member.address })).status).toBe(200);
    const replay = await call('POST', '/admin/session', { body, address: member.address });
    expect([replay.status, replay.body.message]).toEqual([401, 'Invalid email, password or code']);
  });

  it('past 5 attempts for an account from one address, checks nothing without a solved challenge', async () => {
    const member = await newStaff('support');
    for (let n = 0; n < 5; n++) {
      const answer = await call('POST', '/admin/session', {
        body: { email: member.email, password: 'Wrong-secret-1', code: '000000' },
        address: member.address,
      });
      expect(answer.status).toBe(401);
    }
    const sixth = await call('POST', '/admin/session', {
      body: { email: member.email, password: PASSWORD, code: totpCode(member.totpSecret, Date.now()) },
      address: member.address,
    });
    expect([sixth.status, sixth.body.message, 'challenge' in sixth.body]).toEqual([
      429,
      SOLVE_THE_CHALLENGE,
      true,
    ]);
    // With it solved, everything right signs in: a challenge, never a lock-out.
    const console = new Device(shop.app, shop.contract);
    const solved = await console.postSolving(
      '/admin/session',
      { email: member.email, password: PASSWORD, code: totpCode(member.totpSecret, Date.now()) },
      { address: member.address },
    );
    expect([solved.status, solved.solved]).toEqual([200, true]);
  });

  it('a missing or malformed field is a 400 naming it', async () => {
    const answer = await call('POST', '/admin/session', {
      body: { email: 'owner@oja.test', password: 'x', code: '12' },
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Enter the 6-digit code from your authenticator app',
    ]);
  });
});

describe('a staff session', () => {
  it('signs out only with its CSRF token; the cookie is then dead, and the sign-out is audited once', async () => {
    const member = await newStaff('operations');
    const { cookie, csrf } = await signIn(member);
    const forged = await call('DELETE', '/admin/session', { cookie });
    expect([forged.status, forged.body.message]).toEqual([
      403,
      'This request is missing its security token. Please reload the console.',
    ]);
    expect((await call('DELETE', '/admin/session', { cookie, csrf: `${csrf}x` })).status).toBe(403);
    expect((await call('GET', '/admin/session', { cookie })).status).toBe(200);
    const out = await call('DELETE', '/admin/session', { cookie, csrf });
    expect([out.status, out.body.message]).toEqual([200, 'Signed out']);
    expect(out.cookie).toMatch(/^oja_staff=; Max-Age=0; Path=\/api\/v1\/admin/);
    const after = await call('GET', '/admin/session', { cookie });
    expect([after.status, after.body.message]).toEqual([
      401,
      'Your console session has ended. Please sign in again.',
    ]);
    expect((await auditOf(member.email)).map((event) => event.action)).toEqual([
      'staff.sign-in',
      'staff.sign-out',
    ]);
  });

  it('lives while used and ends after 8 hours without a request', async () => {
    const member = await newStaff('finance');
    const { cookie } = await signIn(member);
    shop.advance(7 * HOUR);
    expect((await call('GET', '/admin/session', { cookie })).status).toBe(200);
    shop.advance(7 * HOUR);
    expect((await call('GET', '/admin/session', { cookie })).status).toBe(200);
    shop.advance(8 * HOUR + MINUTE);
    const ended = await call('GET', '/admin/session', { cookie });
    expect([ended.status, ended.body.message]).toEqual([
      401,
      'Your console session has ended. Please sign in again.',
    ]);
  });

  it('ends when its staff member is disabled', async () => {
    const member = await newStaff('support');
    const { cookie } = await signIn(member);
    await shop.database.db.execute(sql`update staff set disabled_at = now() where email = ${member.email}`);
    expect((await call('GET', '/admin/session', { cookie })).status).toBe(401);
  });
});

describe('roles, checked by the server', () => {
  it('only an owner lists the staff; support gets 403, and no secret is ever answered', async () => {
    const owner = await newStaff('owner');
    const support = await newStaff('support');
    const asSupport = await signIn(support);
    const refused = await call('GET', '/admin/staff', { cookie: asSupport.cookie });
    expect([refused.status, refused.body.message]).toEqual([403, 'Your role does not allow this.']);
    const asOwner = await signIn(owner);
    const list = await call('GET', '/admin/staff', { cookie: asOwner.cookie });
    expect(list.status).toBe(200);
    const emails = (list.body.data as Array<{ email: string; role: string }>).map((member) => member.email);
    expect(emails).toEqual(expect.arrayContaining([owner.email, support.email]));
    expect(JSON.stringify(list.body)).not.toMatch(/totp|password|scrypt/i);
  });
});

/**
 * A body each admin write accepts, so the walk below reaches the session check instead of a 400: a new admin
 * operation with a body fails the walk until it is given one here.
 */
const VALID_BODIES: Record<string, unknown> = {
  'POST /admin/staff': { email: 'someone@oja.test', name: 'Someone', role: 'support' },
  'PATCH /admin/staff/{staffId}': { active: true },
  'POST /admin/staff/{staffId}/authenticator-reset': { reason: 'Lost phone' },
  'POST /admin/tier-requests/{requestId}/decision': { decision: 'approve' },
  'POST /admin/orders/{orderNumber}/fulfilment': { action: 'pack' },
  'POST /admin/orders/bulk-fulfilment': { action: 'pack', orders: [{ orderNumber: 'OJA-00000000' }] },
  'POST /admin/orders/{orderNumber}/notes': { text: 'Called the shopper' },
  'POST /admin/shoppers/{userId}/notes': { text: 'Called the shopper' },
  'POST /admin/shoppers/{userId}/credit/limit': { limitKobo: 10_000_000, reason: 'Missed two instalments' },
  'POST /admin/shoppers/{userId}/credit/freeze': { reason: 'Missed two instalments' },
  'POST /admin/shoppers/{userId}/credit/unfreeze': { reason: 'Arrears paid at the bank' },
  'POST /admin/shoppers/{userId}/credit/take-back-tier-2': { reason: 'Income no longer verified' },
  'POST /admin/orders/{orderNumber}/returns': { reason: 'damaged' },
  // The console's wire is kobo (₦1,000 here), not naira: the API judges it as the refund dialog did.
  'POST /admin/orders/{orderNumber}/refunds': { amountKobo: 100_000, reason: 'The item came back broken' },
  'POST /admin/orders/{orderNumber}/cancel': { reason: 'The shopper asked to cancel' },
  'POST /admin/refunds/{refundId}/decision': { decision: 'approve' },
  'POST /admin/bank-accounts/resolve': { bankCode: '044', accountNumber: '0690000031' },
  'POST /admin/bank-refunds': {
    refundReference: 'RF-0000',
    bankCode: '044',
    accountNumber: '0690000031',
    reason: 'The card was cancelled',
  },
  'POST /admin/bank-refunds/{bankRefundId}/decision': { decision: 'approve' },
  'POST /admin/orders/{orderNumber}/collection-actions': {
    kind: 'write-off',
    reason: 'Shopper cannot be reached',
  },
  'POST /admin/collection-actions/{actionId}/decision': { decision: 'approve' },
  'POST /admin/unmatched-transfers/{transferId}/match': { orderNumber: 'OJA-000000', reason: 'Proof sent' },
  'POST /admin/unmatched-transfers/{transferId}/decision': { decision: 'approve' },
  'POST /admin/unmatched-transfers/{transferId}/refund': { reason: 'Sent by mistake' },
  'POST /admin/complaints/{reference}/assignment': { staffId: null },
  'POST /admin/complaints/{reference}/replies': { text: 'We are looking into it.' },
  'POST /admin/complaints/{reference}/resolution': { reason: 'The delivery came on Monday.' },
  'POST /admin/catalogue/products': {
    name: 'Tecno Spark 20 128GB',
    brand: 'Tecno',
    seller: 'Slot Ltd',
    categoryId: 1,
    priceKobo: 18_500_000,
    minimumDownPaymentPercentage: 30,
    stock: 5,
  },
  'PATCH /admin/catalogue/products/{productId}': { published: false },
  'POST /admin/catalogue/products/{productId}/stock': { delta: 2, reason: 'A delivery from the seller' },
  'POST /admin/catalogue/categories': { parentSlug: 'electronics', name: 'Drones' },
  'POST /admin/catalogue/import': { csv: 'productID,name\n' },
  'POST /admin/catalogue/products/{productId}/pictures': { image: 'iVBORw0KGgo=' },
  'PUT /admin/catalogue/products/{productId}/pictures': { pictureIds: [] },
  'POST /admin/reconciliations/{day}': { source: 'provider' },
  'POST /admin/reconciliations/{day}/lines/{lineId}/resolve': { reason: 'Reversed by the bank' },
};
function validBodyOf(operation: string): unknown {
  if (!(operation in VALID_BODIES)) throw new Error(`give ${operation} a valid body in VALID_BODIES`);
  return VALID_BODIES[operation];
}

describe("a shopper's bearer token", () => {
  it('answers 401 on every admin path of openapi.yaml', async () => {
    const shopper = await shop.signUp();
    const token = await shop.logIn(shopper.email);
    const adminOperations = listOperations(loadDocument()).filter((op) => op.path.startsWith('/admin/'));
    expect(adminOperations.length).toBeGreaterThanOrEqual(4);
    const answers = [];
    for (const op of adminOperations) {
      if (op.method === 'POST' && op.path === '/admin/session') continue; // signing in needs no session
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      if (op.path === '/admin/staff/setup') continue; // a setup link's token, not a session
      const answer = await call(
        op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        path,
        {
          bearer: token,
          body: op.requestBody ? validBodyOf(`${op.method.toUpperCase()} ${op.path}`) : undefined,
        },
      );
      answers.push(`${op.method.toUpperCase()} ${op.path} ${answer.status}`);
    }
    expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, '401')));
  });
});

describe('the session before the body (issue 45)', () => {
  // Every console write of openapi.yaml that needs a session, with a body that breaks its schema: the
  // visitor learns they must sign in (401), or reload for the CSRF token (403), never the body's field rules.
  const writes = listOperations(loadDocument()).filter(
    (op) =>
      op.path.startsWith('/admin/') &&
      op.method !== 'GET' &&
      op.requestBody !== undefined &&
      JSON.stringify(op.security ?? []).includes('staffSession'),
  );
  const walk = async (headers: { cookie?: string }) => {
    const answers = [];
    for (const op of writes) {
      const answer = await call(
        op.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        op.path.replace(/\{[^}]+\}/g, '1'),
        {
          ...headers,
          body: { notAField: 'x'.repeat(5) },
        },
      );
      answers.push(`${op.method} ${op.path} ${answer.status}`);
    }
    return answers;
  };

  it('answers 401 to a visitor with no session on every console write, whatever the body', async () => {
    expect(writes.length).toBeGreaterThanOrEqual(16);
    const answers = await walk({});
    expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, '401')));
  });

  it('answers 403 to a signed-in member whose write lacks the CSRF token, whatever the body', async () => {
    const { cookie } = await signIn(await newStaff('owner'));
    const answers = await walk({ cookie });
    expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, '403')));
  });
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or remove a row', async () => {
    const member = await newStaff('owner');
    await signIn(member);
    // Drizzle wraps the database's error; its cause is the trigger's own message.
    const refusal = (query: ReturnType<typeof sql>) =>
      shop.database.db.execute(query).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(sql`update audit_events set action = 'nothing' where staff_email = ${member.email}`),
    ).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_events where staff_email = ${member.email}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only/);
    expect(await auditOf(member.email)).toHaveLength(1);
  });
});

describe('the sandbox owner', () => {
  it('is created once on a shop without staff, and signs in with the documented password and TOTP secret', async () => {
    const fresh = await createAuthApp();
    try {
      // Two processes starting at once on one database both seed: one owner, no crash.
      const seeded = await Promise.all([
        seedSandboxOwner(fresh.database.db, Date.now()),
        seedSandboxOwner(fresh.database.db, Date.now()),
      ]);
      expect(seeded.filter(Boolean)).toEqual([true]);
      expect(await seedSandboxOwner(fresh.database.db, Date.now())).toBe(false);
      const response = await fresh.app.request('/api/v1/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
        body: JSON.stringify({
          email: SANDBOX_OWNER.email,
          password: SANDBOX_OWNER.password,
          code: totpCode(SANDBOX_OWNER.totpSecret, Date.now()),
        }),
      });
      expect(response.status).toBe(200);
    } finally {
      await fresh.dispose();
    }
  });
});
