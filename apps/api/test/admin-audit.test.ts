import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from './admin-app.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';

/**
 * The console's audit screen: every staff write with who, role, what, to what, before and after, when and
 * from where; newest first, filtered by staff member, action, target and Lagos days, paged. Owner and finance
 * read it; operations and support do not.
 */
let shop: AuthApp;
let admin: ReturnType<typeof adminCalls>;
beforeAll(async () => {
  shop = await createAuthApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

interface WireEvent {
  staffEmail: string;
  role: string;
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
  clientAddress: string;
}
interface WirePage {
  events: WireEvent[];
  total: number;
  page: number;
  pageSize: number;
}

describe('the audit trail screen', () => {
  it('answers the writes of one staff member, newest first, with before and after, in pages', async () => {
    const ownerLogin = await admin.newStaff('owner');
    const owner = await admin.signIn(ownerLogin);
    const invited: string[] = [];
    for (const name of ['Chidi', 'Bisi', 'Tunde']) {
      const email = `${name.toLowerCase()}.${Date.now()}@oja.test`;
      const answer = await admin.call('POST', '/admin/staff', {
        cookie: owner.cookie,
        csrf: owner.csrf,
        address: ownerLogin.address,
        body: { email, name, role: 'support' },
      });
      expect(answer.status).toBe(201);
      invited.push(email);
    }
    const finance = await admin.signIn(await admin.newStaff('finance'));
    const query = `staffEmail=${encodeURIComponent(ownerLogin.email)}&action=staff.invite&pageSize=2`;
    const first = await admin.call('GET', `/admin/audit?${query}`, { cookie: finance.cookie });
    expect(first.status).toBe(200);
    const page = first.body.data as WirePage;
    expect(page.total).toBe(3);
    expect(page.events.map((event) => (event.after as { email: string }).email)).toEqual([
      invited[2],
      invited[1],
    ]);
    expect(page.events[0]).toMatchObject({
      staffEmail: ownerLogin.email,
      role: 'owner',
      action: 'staff.invite',
      target: { type: 'staff' },
      before: null,
      after: { role: 'support', active: true },
      clientAddress: ownerLogin.address,
    });
    const second = await admin.call('GET', `/admin/audit?${query}&page=2`, { cookie: finance.cookie });
    expect(
      (second.body.data as WirePage).events.map((event) => (event.after as { email: string }).email),
    ).toEqual([invited[0]]);
  });

  it('filters by a family of actions and by Lagos days', async () => {
    const ownerLogin = await admin.newStaff('owner');
    const owner = await admin.signIn(ownerLogin);
    const mine = `staffEmail=${encodeURIComponent(ownerLogin.email)}`;
    const staffFamily = await admin.call('GET', `/admin/audit?${mine}&action=staff`, {
      cookie: owner.cookie,
    });
    const actions = (staffFamily.body.data as WirePage).events.map((event) => event.action);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^staff\./);
    const lastYear = await admin.call('GET', `/admin/audit?${mine}&from=2020-01-01&to=2020-12-31`, {
      cookie: owner.cookie,
    });
    expect((lastYear.body.data as WirePage).total).toBe(0);
    for (const bad of ['from=2026-02-30', 'from=2026-12-01&to=2026-11-01', 'to=yesterday']) {
      const refused = await admin.call('GET', `/admin/audit?${bad}`, { cookie: owner.cookie });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Enter the dates as YYYY-MM-DD, the first no later than the last');
    }
  });

  it('is closed to operations and support (403)', async () => {
    for (const role of ['operations', 'support'] as const) {
      const member = await admin.signIn(await admin.newStaff(role));
      expect((await admin.call('GET', '/admin/audit', { cookie: member.cookie })).status).toBe(403);
    }
  });
});
