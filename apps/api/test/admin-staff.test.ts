import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import { totpCode } from '../src/staff/totp.ts';
import { adminCalls } from './admin-app.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { createServerData } from './test-database.ts';

/**
 * The staff screen's API (owner only): invite by email with a one-time setup link, set up a password and an
 * authenticator app from it, change a role, disable, end sessions; every write audited with its before and
 * after; the shop never left without an active owner. And the command that creates a production shop's
 * first owner.
 */
let shop: AuthApp;
let admin: ReturnType<typeof adminCalls>;
beforeAll(async () => {
  shop = await createAuthApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

const NEW_PASSWORD = 'Finance-secret-9';

/** The setup link's token in the newest email to `email` (the sandbox outbox). */
async function setupTokenFor(email: string): Promise<string> {
  const { body } = await shop.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
  const text: string = body.data.messages[0]?.text ?? '';
  const token = /\/admin\/setup#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no setup link in the outbox of ${email}: ${text}`);
  return token;
}

describe('an invitation', () => {
  it('emails a one-time link; the invitee sets a password, gets the TOTP secret once, and signs in', async () => {
    const owner = await admin.newStaff('owner');
    const { cookie, csrf } = await admin.signIn(owner);
    const invited = await admin.call('POST', '/admin/staff', {
      cookie,
      csrf,
      body: { email: 'Bola@Oja.test', name: 'Bola Ade', role: 'finance' },
    });
    expect([invited.status, invited.body.message]).toEqual([201, 'Invitation sent']);
    expect(invited.body.data).toMatchObject({
      email: 'bola@oja.test',
      role: 'finance',
      active: true,
      setUp: false,
    });
    // The staff screen lists the invitation as waiting, never signed in; the owner as set up and signed in.
    const listed = await admin.call('GET', '/admin/staff', { cookie });
    const listedBy = (email: string) =>
      (listed.body.data as Array<{ email: string }>).find((member) => member.email === email);
    expect(listedBy('bola@oja.test')).toMatchObject({ setUp: false, lastSignInAt: null });
    expect(listedBy(owner.email)).toMatchObject({ setUp: true, lastSignInAt: expect.any(String) });
    const token = await setupTokenFor('bola@oja.test');
    expect(JSON.stringify(invited.body)).not.toContain(token);

    // Not signed in before the account is set up, whatever is tried.
    const early = await admin.call('POST', '/admin/session', {
      body: { email: 'bola@oja.test', password: NEW_PASSWORD, code: '123456' },
    });
    expect(early.status).toBe(401);

    const weak = await admin.call('POST', '/admin/staff/setup', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    const setUp = await admin.call('POST', '/admin/staff/setup', { body: { token, password: NEW_PASSWORD } });
    expect(setUp.status).toBe(200);
    const { totpSecret, totpUri } = setUp.body.data as { totpSecret: string; totpUri: string };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Oja:bola%40oja\.test\?issuer=Oja&secret=[A-Z2-7]+/);

    const again = await admin.call('POST', '/admin/staff/setup', { body: { token, password: NEW_PASSWORD } });
    expect([again.status, again.body.message]).toEqual([
      410,
      'This setup link is not valid any more. Ask an owner for a new invitation.',
    ]);
    const bola = await admin.signIn({
      email: 'bola@oja.test',
      password: NEW_PASSWORD,
      totpSecret,
      address: '192.0.2.77',
    });
    expect(bola.answer.body.data).toMatchObject({ staff: { role: 'finance', setUp: true } });
    const after = await admin.call('GET', '/admin/staff', { cookie });
    const bolaListed = (after.body.data as Array<{ email: string; lastSignInAt: string | null }>).find(
      (member) => member.email === 'bola@oja.test',
    );
    expect(bolaListed?.lastSignInAt).not.toBeNull();

    const ownerTrail = await admin.auditOf(owner.email);
    expect(ownerTrail.map((event) => [event.action, event.after])).toContainEqual([
      'staff.invite',
      { email: 'bola@oja.test', role: 'finance', active: true },
    ]);
    expect((await admin.auditOf('bola@oja.test')).map((event) => event.action)).toEqual([
      'staff.setup',
      'staff.sign-in',
    ]);
  });

  it('a setup link expires after 72 hours', async () => {
    const owner = await admin.newStaff('owner');
    const { cookie, csrf } = await admin.signIn(owner);
    await admin.call('POST', '/admin/staff', {
      cookie,
      csrf,
      body: { email: 'late@oja.test', name: 'Late', role: 'support' },
    });
    const token = await setupTokenFor('late@oja.test');
    shop.advance(72 * 60 * 60 * 1000 + 1);
    const answer = await admin.call('POST', '/admin/staff/setup', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(answer.status).toBe(410);
  });

  it('only an owner invites; a second account for one email and a role we do not have are refused', async () => {
    const support = await admin.newStaff('support');
    const asSupport = await admin.signIn(support);
    const body = { email: 'x@oja.test', name: 'X', role: 'support' };
    const refused = await admin.call('POST', '/admin/staff', { ...asSupport, body });
    expect([refused.status, refused.body.message]).toEqual([403, 'Your role does not allow this.']);

    const owner = await admin.newStaff('owner');
    const asOwner = await admin.signIn(owner);
    const twice = await admin.call('POST', '/admin/staff', {
      ...asOwner,
      body: { ...body, email: support.email },
    });
    expect([twice.status, twice.body.message]).toEqual([409, 'This email already has a console account.']);
    const role = await admin.call('POST', '/admin/staff', { ...asOwner, body: { ...body, role: 'admin' } });
    expect([role.status, role.body.message]).toEqual([
      400,
      'Choose a role: owner, operations, finance or support',
    ]);
  });
});

describe("changing a staff member's role or standing", () => {
  it('a new role ends their sessions and is audited with before and after; disabling locks them out', async () => {
    const owner = await admin.newStaff('owner');
    const asOwner = await admin.signIn(owner);
    const member = await admin.newStaff('support');
    const asMember = await admin.signIn(member);
    const staffId = (asMember.answer.body.data as { staff: { staffId: string } }).staff.staffId;

    const changed = await admin.call('PATCH', `/admin/staff/${staffId}`, {
      ...asOwner,
      body: { role: 'operations' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'operations', active: true });
    expect((await admin.call('GET', '/admin/session', { cookie: asMember.cookie })).status).toBe(401);
    const update = (await admin.auditOf(owner.email)).find((event) => event.action === 'staff.update');
    expect([update?.targetId, update?.before, update?.after]).toEqual([
      staffId,
      { email: member.email, role: 'support', active: true },
      { email: member.email, role: 'operations', active: true },
    ]);

    const disabled = await admin.call('PATCH', `/admin/staff/${staffId}`, {
      ...asOwner,
      body: { active: false },
    });
    expect(disabled.body.data).toMatchObject({ active: false });
    await expect(admin.signIn(member)).rejects.toThrow(/401/);
  });

  it('the last active owner cannot demote or disable themselves', async () => {
    const fresh = await createAuthApp();
    try {
      const own = adminCalls(fresh);
      const owner = await own.newStaff('owner');
      const session = await own.signIn(owner);
      const ownerId = (session.answer.body.data as { staff: { staffId: string } }).staff.staffId;
      for (const body of [{ role: 'finance' }, { active: false }]) {
        const answer = await own.call('PATCH', `/admin/staff/${ownerId}`, { ...session, body });
        expect([answer.status, answer.body.message]).toEqual([
          409,
          'The shop needs at least one active owner.',
        ]);
      }
    } finally {
      await fresh.dispose();
    }
  });

  it('ending sessions ends every one of them, and says how many', async () => {
    const owner = await admin.newStaff('owner');
    const asOwner = await admin.signIn(owner);
    const member = await admin.newStaff('finance');
    // Two sign-ins need two codes: the one of 30 seconds ago (still accepted), then the current one.
    const first = await admin.signIn(member, Date.now() - 30_000);
    const second = await admin.signIn(member);
    const staffId = (first.answer.body.data as { staff: { staffId: string } }).staff.staffId;
    const ended = await admin.call('DELETE', `/admin/staff/${staffId}/sessions`, asOwner);
    expect([ended.status, ended.body.message]).toEqual([200, '2 sessions ended']);
    for (const session of [first, second]) {
      expect((await admin.call('GET', '/admin/session', { cookie: session.cookie })).status).toBe(401);
    }
  });
});

describe('npm run create-owner', () => {
  const API_DIR = fileURLToPath(new URL('../', import.meta.url));
  it("creates a production shop's first owner once and prints a setup link that works once", async () => {
    const data = await createServerData('oja-create-owner-');
    try {
      const run = () =>
        spawnSync(
          process.execPath,
          ['src/staff/create-owner.ts', '--email', 'ada@oja.ng', '--name', 'Ada Obi'],
          {
            cwd: API_DIR,
            env: { ...process.env, ...data.env, PUBLIC_URL: 'https://shop.example' },
            encoding: 'utf8',
          },
        );
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      const token = /https:\/\/shop\.example\/admin\/setup#token=([A-Za-z0-9_-]+)/.exec(first.stdout)?.[1];
      expect(token).toBeDefined();
      const second = run();
      expect([second.status, second.stderr.trim()]).toEqual([
        1,
        'The shop has an owner already: an owner invites staff from the console.',
      ]);

      const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
      try {
        const contract = new ContractValidator();
        const app = createApp({
          db: database.db,
          imagesDir: data.dataDir,
          validator: contract,
          email: new SandboxEmailSender(database.db, Date.now, () => undefined),
        });
        const post = (path: string, body: unknown) =>
          app.request(`/api/v1${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const setUp = await post('/admin/staff/setup', { token, password: 'Owner-secret-1' });
        expect(setUp.status).toBe(200);
        const { totpSecret } = (await setUp.json()).data;
        const signedIn = await post('/admin/session', {
          email: 'ada@oja.ng',
          password: 'Owner-secret-1',
          code: totpCode(totpSecret, Date.now()),
        });
        expect(signedIn.status).toBe(200);
        expect((await signedIn.json()).data.staff).toMatchObject({ role: 'owner', name: 'Ada Obi' });
      } finally {
        await database.close();
      }
    } finally {
      await data.dispose();
    }
  }, 120_000);
});
