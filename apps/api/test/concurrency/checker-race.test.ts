import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema.ts';
import { adminCalls } from '../admin-app.ts';
import { type CheckoutApp, createCheckoutApp, PHONE } from '../checkout-app.ts';

/**
 * Maker-checker under a race (issue 41): a checker approves a waiting refund at the moment an owner disables
 * them. The approval counts only if it was made while the checker could still approve: in the audit trail
 * (ids in the order rows were written) an approval never comes after the change that disabled its checker,
 * and a refused approval is the console's 403 or, once the session has ended, a 401. On PostgreSQL
 * (DATABASE_URL) the two requests really run at once; PGlite runs one transaction at a time.
 */
/** PGlite serialises the pair, so a few rounds show the outcome; the race itself needs PostgreSQL's 20. */
const ROUNDS = process.env.DATABASE_URL ? 20 : 6;

let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let server: ReturnType<typeof serve>;
let origin: string;

beforeAll(async () => {
  shop = await createCheckoutApp({ refundDelayMs: 20 });
  admin = adminCalls(shop);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await shop.setStock(PHONE, 1000);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await shop?.dispose();
});

type Session = Awaited<ReturnType<typeof admin.signIn>> & { address: string };

async function signedIn(role: 'owner' | 'finance'): Promise<Session & { email: string; staffId: string }> {
  const login = await admin.newStaff(role);
  const session = await admin.signIn(login);
  const { staffId } = (session.answer.body.data as { staff: { staffId: string } }).staff;
  return { ...session, address: login.address, email: login.email, staffId };
}

/** A console write over real HTTP, as the console sends it. */
async function send(method: 'POST' | 'PATCH', path: string, by: Session, body: unknown) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      cookie: by.cookie,
      'x-csrf-token': by.csrf,
      'x-forwarded-for': by.address,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data?: unknown } };
}

async function auditId(where: Parameters<typeof and>) {
  const [row] = await shop.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(...where));
  return row?.id;
}

it(`a checker disabled while approving never approves after being disabled (${ROUNDS} rounds)`, async () => {
  const broken: string[] = [];
  const outcomes = { approvedFirst: 0, refused: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const buyer = await shop.shopper();
    const { orderNumber } = await shop.placeOrder(buyer, PHONE, 'full');
    await shop.sandbox.idle();
    // Signed in after the order: placing it moves the shop's clock past a staff session's idle hours.
    const owner = await signedIn('owner');
    const maker = await signedIn('finance');
    const checker = await signedIn('finance');
    const asked = await send('POST', `/admin/orders/${orderNumber}/refunds`, maker, {
      amountKobo: 15_000_000,
      reason: 'Phone would not charge; the seller agreed to take it back',
    });
    expect(asked.status).toBe(201);
    const { staffRefunds } = asked.body.data as { staffRefunds: Array<{ refundId: string }> };
    const refundId = staffRefunds[0]?.refundId;

    const [approval, disabled] = await Promise.all([
      send('POST', `/admin/refunds/${refundId}/decision`, checker, { decision: 'approve' }),
      send('PATCH', `/admin/staff/${checker.staffId}`, owner, { active: false }),
    ]);
    expect(disabled.status).toBe(200);
    if (approval.status === 200) {
      outcomes.approvedFirst++;
      const approvedAt = await auditId([
        eq(auditEvents.action, 'refund.approve'),
        eq(auditEvents.staffEmail, checker.email),
      ]);
      const disabledAt = await auditId([
        eq(auditEvents.action, 'staff.update'),
        eq(auditEvents.targetId, checker.staffId),
      ]);
      if (approvedAt === undefined || disabledAt === undefined || approvedAt > disabledAt) {
        broken.push(
          `round ${round}: approved (audit ${approvedAt}) after the checker was disabled (${disabledAt})`,
        );
      }
    } else {
      outcomes.refused++;
      if (![401, 403].includes(approval.status)) broken.push(`round ${round}: answered ${approval.status}`);
    }
  }
  console.info(
    `checker race on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} rounds, ${broken.length} broken; approved before the change ${outcomes.approvedFirst}, refused ${outcomes.refused}`,
  );
  expect(broken).toEqual([]);
}, 180_000);
