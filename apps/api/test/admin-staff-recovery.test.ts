import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/connect.ts';
import { staff, staffRecoveryCodes } from '../src/db/schema.ts';
import { findStaffByEmail, insertStaff } from '../src/db/staff-repository.ts';
import { newTotpSecret, totpCode } from '../src/staff/totp.ts';
import { adminCalls, STAFF_PASSWORD, type StaffLogin } from './admin-app.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { createServerData } from './test-database.ts';

/**
 * Issue 45, staff recovery: recovery codes shown once at set-up (each good for one sign-in, made anew on
 * request); an authenticator reset asked by one owner and approved by another, which signs the member out
 * everywhere and emails a new set-up link; and the server command that resets a lone owner.
 */
let shop: AuthApp;
let admin: ReturnType<typeof adminCalls>;
beforeAll(async () => {
  shop = await createAuthApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

const NEW_PASSWORD = 'Recovered-secret-7';

/** The set-up link's token in the newest email to `email` (the sandbox outbox). */
async function setupTokenFor(email: string): Promise<string> {
  const { body } = await shop.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
  const text: string = body.data.messages[0]?.text ?? '';
  const token = /\/admin\/setup#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no setup link in the outbox of ${email}: ${text}`);
  return token;
}

/** A member invited by `owner` and set up from the link: their login and the recovery codes shown once. */
async function invitedAndSetUp(owner: { cookie: string; csrf: string }, email: string) {
  const invited = await admin.call('POST', '/admin/staff', {
    ...owner,
    body: { email, name: 'Kemi Ola', role: 'operations' },
  });
  expect(invited.status).toBe(201);
  const setUp = await admin.call('POST', '/admin/staff/setup', {
    body: { token: await setupTokenFor(email), password: NEW_PASSWORD },
  });
  expect(setUp.status).toBe(200);
  const data = setUp.body.data as { totpSecret: string; recoveryCodes: string[]; staff: { staffId: string } };
  const login: StaffLogin = {
    email,
    totpSecret: data.totpSecret,
    address: '192.0.2.77',
    password: NEW_PASSWORD,
  };
  return { login, recoveryCodes: data.recoveryCodes, staffId: data.staff.staffId };
}

const signInWith = (email: string, password: string, code: string) =>
  admin.call('POST', '/admin/session', { body: { email, password, code }, address: '192.0.2.78' });

describe('recovery codes', () => {
  it('are shown once at set-up, each signs in once instead of a code, and new ones replace the old', async () => {
    const owner = await admin.signIn(await admin.newStaff('owner'));
    const { login, recoveryCodes } = await invitedAndSetUp(owner, 'kemi@oja.test');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are kept: no code is in the database.
    const stored = await shop.database.db.select().from(staffRecoveryCodes);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]?.replaceAll('-', ''));

    const first = recoveryCodes[0] ?? '';
    const used = await signInWith(login.email, NEW_PASSWORD, first.toUpperCase().replaceAll('-', ' '));
    expect([used.status, (used.body.data as { recoveryCodesLeft: number }).recoveryCodesLeft]).toEqual([
      200, 9,
    ]);
    const again = await signInWith(login.email, NEW_PASSWORD, first);
    expect([again.status, again.body.message]).toEqual([401, 'Invalid email, password or code']);
    // Another member's code is not theirs, and a right code with a wrong password signs no one in.
    const otherOwner = await admin.signIn(await admin.newStaff('owner'));
    const { recoveryCodes: othersCodes } = await invitedAndSetUp(otherOwner, 'tunde@oja.test');
    expect((await signInWith(login.email, NEW_PASSWORD, othersCodes[0] ?? '')).status).toBe(401);
    expect((await signInWith(login.email, 'Wrong-secret-1', recoveryCodes[1] ?? '')).status).toBe(401);

    const session = await admin.signIn(login);
    const made = await admin.call('POST', '/admin/session/recovery-codes', session);
    expect(made.status).toBe(200);
    const fresh = (made.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await signInWith(login.email, NEW_PASSWORD, recoveryCodes[2] ?? '')).status).toBe(401);
    const withFresh = await signInWith(login.email, NEW_PASSWORD, fresh[0] ?? '');
    expect((withFresh.body.data as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    const audit = await admin.auditOf(login.email);
    expect(audit.map((event) => event.action)).toContain('staff.recovery-codes');
    expect(JSON.stringify(audit)).not.toContain(fresh[0]);
  });
});

describe('an authenticator reset', () => {
  it('is asked by one owner, approved by another, signs the member out and lets them set up anew', async () => {
    const askerLogin = await admin.newStaff('owner');
    const asker = await admin.signIn(askerLogin);
    const approverLogin = await admin.newStaff('owner');
    const approver = await admin.signIn(approverLogin);
    const { login, staffId } = await invitedAndSetUp(asker, 'lost-phone@oja.test');
    // Two devices: the code of the step before, then the current one (each step signs in once).
    const memberSessions = [await admin.signIn(login, Date.now() - 30_000), await admin.signIn(login)];
    // Before this issue the only way back was a new invitation, which answers 409 for a known email.
    const reinvite = await admin.call('POST', '/admin/staff', {
      ...asker,
      body: { email: login.email, name: 'Kemi Ola', role: 'operations' },
    });
    expect(reinvite.status).toBe(409);

    const path = `/admin/staff/${staffId}/authenticator-reset`;
    const blank = await admin.call('POST', path, { ...asker, body: { reason: '   ' } });
    expect(blank.status).toBe(400);
    const byMember = await admin.call('POST', path, { ...memberSessions[0], body: { reason: 'x' } });
    expect(byMember.status).toBe(403);
    const asked = await admin.call('POST', path, { ...asker, body: { reason: 'Phone stolen on the bus' } });
    expect([asked.status, asked.body.message]).toEqual([
      201,
      'Reset asked for: another owner must approve it.',
    ]);
    const { resetId } = asked.body.data as { resetId: string };
    const twice = await admin.call('POST', path, { ...approver, body: { reason: 'Same' } });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      "A reset of this member's authenticator is waiting for approval already.",
    ]);
    const waiting = await admin.call('GET', '/admin/authenticator-resets', { cookie: approver.cookie });
    expect(waiting.body.data).toEqual([
      expect.objectContaining({
        resetId,
        reason: 'Phone stolen on the bus',
        member: expect.objectContaining({ staffId }),
      }),
    ]);
    // Nothing has changed yet: the member still works.
    expect((await admin.call('GET', '/admin/session', { cookie: memberSessions[0]?.cookie })).status).toBe(
      200,
    );

    const approve = `/admin/authenticator-resets/${resetId}/approve`;
    const own = await admin.call('POST', approve, asker);
    expect([own.status, own.body.message]).toEqual([
      403,
      'Another owner must approve a reset you asked for.',
    ]);
    const approved = await admin.call('POST', approve, approver);
    expect([approved.status, approved.body.message]).toEqual([
      200,
      'Reset approved: Kemi Ola has been emailed a link to set up a new authenticator.',
    ]);
    expect((await admin.call('POST', approve, approver)).status).toBe(409);
    for (const session of memberSessions) {
      expect((await admin.call('GET', '/admin/session', { cookie: session.cookie })).status).toBe(401);
    }
    // The old authenticator signs in no more; the staff screen shows the member waiting to set up.
    expect((await signInWith(login.email, NEW_PASSWORD, totpCode(login.totpSecret, Date.now()))).status).toBe(
      401,
    );
    const listed = await admin.call('GET', '/admin/staff', { cookie: approver.cookie });
    expect(
      (listed.body.data as Array<{ staffId: string; setUp: boolean }>).find((m) => m.staffId === staffId),
    ).toMatchObject({ setUp: false });

    const setUp = await admin.call('POST', '/admin/staff/setup', {
      body: { token: await setupTokenFor(login.email), password: 'Another-secret-3' },
    });
    expect(setUp.status).toBe(200);
    const { totpSecret } = setUp.body.data as { totpSecret: string };
    const back = await signInWith(login.email, 'Another-secret-3', totpCode(totpSecret, Date.now()));
    expect([back.status, (back.body.data as { staff: { role: string } }).staff.role]).toEqual([
      200,
      'operations',
    ]);

    expect((await admin.auditOf(askerLogin.email)).map((event) => event.action)).toContain(
      'staff.authenticator-reset.ask',
    );
    const approval = (await admin.auditOf(approverLogin.email)).find(
      (event) => event.action === 'staff.authenticator-reset.approve',
    );
    expect(approval?.after).toEqual({ resetId, sessionsEnded: 2 });
  });

  it('is never approved by its member, and a withdrawn one is not approved', async () => {
    const a = await admin.signIn(await admin.newStaff('owner'));
    const bLogin = await admin.newStaff('owner');
    const b = await admin.signIn(bLogin);
    const bRow = await findStaffByEmail(shop.database.db, bLogin.email);
    const asked = await admin.call('POST', `/admin/staff/${bRow?.staffId}/authenticator-reset`, {
      ...a,
      body: { reason: 'Lost phone' },
    });
    const { resetId } = asked.body.data as { resetId: string };
    const bySelf = await admin.call('POST', `/admin/authenticator-resets/${resetId}/approve`, b);
    expect([bySelf.status, bySelf.body.message]).toEqual([
      403,
      'Another owner must approve a reset of your own authenticator.',
    ]);
    expect((await admin.call('DELETE', `/admin/authenticator-resets/${resetId}`, a)).status).toBe(200);
    const c = await admin.signIn(await admin.newStaff('owner'));
    const late = await admin.call('POST', `/admin/authenticator-resets/${resetId}/approve`, c);
    expect([late.status, late.body.message]).toEqual([409, 'This reset was decided already.']);
    expect((await admin.call('GET', '/admin/session', { cookie: b.cookie })).status).toBe(200);
    const unknown = await admin.call('POST', '/admin/authenticator-resets/nope/approve', c);
    expect(unknown.status).toBe(404);
  });
});

describe('npm run reset-authenticator', () => {
  const API_DIR = fileURLToPath(new URL('../', import.meta.url));
  it("resets a lone owner's authenticator from the server and prints a set-up link that works", async () => {
    const data = await createServerData('oja-reset-authenticator-');
    try {
      const run = (email: string) =>
        spawnSync(process.execPath, ['src/staff/reset-authenticator.ts', '--email', email], {
          cwd: API_DIR,
          env: { ...process.env, ...data.env, PUBLIC_URL: 'https://shop.example' },
          encoding: 'utf8',
        });
      const nobody = run('nobody@oja.ng');
      expect([nobody.status, nobody.stderr.trim()]).toEqual([
        1,
        'nobody@oja.ng is not an active owner: owners reset other staff from the console.',
      ]);
      const before = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
      try {
        const { email, name, role } = { email: 'ada@oja.ng', name: 'Ada Obi', role: 'owner' as const };
        const secrets = { passwordHash: await hashPassword(STAFF_PASSWORD), totpSecret: newTotpSecret() };
        await insertStaff(before.db, { email, name, role, ...secrets }, Date.now());
      } finally {
        await before.close();
      }
      const reset = run('ada@oja.ng');
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toMatch(/https:\/\/shop\.example\/admin\/setup#token=[A-Za-z0-9_-]+/);
      const after = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
      try {
        const [row] = await after.db.select().from(staff).where(eq(staff.role, 'owner'));
        expect([row?.totpSecret, row?.setupTokenHash === null]).toEqual([null, false]);
      } finally {
        await after.close();
      }
    } finally {
      await data.dispose();
    }
  }, 120_000);
});
