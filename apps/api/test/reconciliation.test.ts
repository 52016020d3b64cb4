import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE } from './checkout-app.ts';

/**
 * The daily reconciliation with the card and debit provider (issue 45), on whichever database the run uses:
 * the sandbox provider's settlement report of a day (through its adapter, or as the CSV file finance
 * uploads, with lines dropped or changed) matched against the ledger; each difference listed by kind and
 * closed once with a reason, audited; reading needs audit:read, writing reconciliation:write.
 */
const DAY = '2030-01-01';
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let finance: { cookie: string; csrf: string };
let financeEmail: string;
const references: string[] = [];

type Line = {
  lineId: string;
  kind: string;
  reference: string;
  providerKobo: number | null;
  ojaKobo: number | null;
  resolution: { reason: string; by: string } | null;
};
/** The answers as the contract has them (the admin helper types their data loosely). */
type Answer = {
  status: number;
  body: {
    message: string;
    errors: { field: string; message: string }[];
    data: Line & {
      counts: Record<string, number>;
      differences: Line[];
      providerTotalKobo: number;
      ojaTotalKobo: number;
    };
  };
};
const call = async (...args: Parameters<typeof admin.call>) =>
  (await admin.call(...args)) as unknown as Answer;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  // Three payments on 1 January 2030 (Lagos): a phone's first payment and two fans paid in full.
  const ada = await shop.shopper({ verified: true });
  references.push((await shop.placeOrder(ada, PHONE, 'monthly')).reference);
  references.push((await shop.placeOrder(ada, FULL_ONLY, 'full')).reference);
  references.push((await shop.placeOrder(await shop.shopper(), FULL_ONLY, 'full')).reference);
  const member = await admin.newStaff('finance');
  financeEmail = member.email;
  finance = await admin.signIn(member);
});
afterAll(async () => shop?.dispose());

const day = (path = '', as = finance) => ({
  cookie: as.cookie,
  csrf: as.csrf,
  path: `/admin/reconciliations/${DAY}${path}`,
});

async function sandboxReport(query: string) {
  const response = await shop.app.request(`/api/v1/dev/settlement-report?day=${DAY}${query}`);
  expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  return response.text();
}

async function importCsv(csv: string) {
  const { path, cookie, csrf } = day();
  return call('POST', path, { cookie, csrf, body: { source: 'csv', csv } });
}

describe('a day’s settlement report matched against the ledger', () => {
  it('is not there before the first import', async () => {
    const { path, cookie } = day();
    const answer = await call('GET', path, { cookie });
    expect([answer.status, answer.body.message]).toEqual([404, 'No reconciliation for this day yet']);
  });

  it('matches every payment when both books agree, read through the provider’s adapter', async () => {
    const { path, cookie, csrf } = day();
    const answer = await call('POST', path, { cookie, csrf, body: { source: 'provider' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      day: DAY,
      source: 'provider',
      importedBy: financeEmail,
      counts: { matched: 3, 'provider-only': 0, 'oja-only': 0, 'amount-differs': 0, 'date-differs': 0 },
      differences: [],
    });
    expect(answer.body.data.providerTotalKobo).toBe(answer.body.data.ojaTotalKobo);
    const audit = await admin.auditOf(financeEmail);
    expect(audit.map((event) => [event.action, event.targetId])).toContainEqual([
      'reconciliation.import',
      DAY,
    ]);
  });

  it('lists what the provider has alone, what Oja has alone and amounts that differ', async () => {
    const [phone = '', fan = ''] = references;
    const report = await sandboxReport(`&drop=${phone}&amount=${fan}:100`);
    const csv = `${report}GHOST-1,250000,NGN,success,${DAY}T10:00:00.000Z\r\n`;
    const answer = await importCsv(csv);
    expect(answer.status).toBe(200);
    const { counts, differences } = answer.body.data;
    expect(counts).toEqual({
      matched: 1,
      'provider-only': 1,
      'oja-only': 1,
      'amount-differs': 1,
      'date-differs': 0,
    });
    expect(
      differences.map((line: { kind: string; reference: string }) => [line.kind, line.reference]),
    ).toEqual([
      ['provider-only', 'GHOST-1'],
      ['oja-only', phone],
      ['amount-differs', fan],
    ]);
    expect(differences[2]).toMatchObject({ providerKobo: 100, resolution: null });
    expect(differences[2]?.ojaKobo).toBeGreaterThan(100);
  });

  it('closes a difference once with a reason, audited, and keeps it when the same report comes again', async () => {
    const { cookie, csrf } = day();
    const before = await call('GET', day().path, { cookie });
    const ghost = before.body.data.differences[0];
    const resolve = (reason: string, lineId = ghost?.lineId ?? '') =>
      call('POST', day(`/lines/${lineId}/resolve`).path, { cookie, csrf, body: { reason } });
    expect((await resolve('  ok ')).status).toBe(400);
    const closed = await resolve('A test charge on the live account, refunded by Paystack on 2 Jan');
    expect(closed.status).toBe(200);
    expect(closed.body.data.resolution).toMatchObject({
      reason: 'A test charge on the live account, refunded by Paystack on 2 Jan',
      by: financeEmail,
    });
    const again = await resolve('Another reason');
    expect([again.status, again.body.message]).toEqual([409, 'This difference is already resolved.']);
    expect((await resolve('Some reason', '999999')).status).toBe(404);
    // An id past the column's range is no line either, not a database error.
    expect((await resolve('Some reason', '99999999999')).status).toBe(404);
    const audit = await admin.auditOf(financeEmail);
    expect(audit.filter((event) => event.action === 'reconciliation.resolve')).toHaveLength(1);

    // The same report again: its lines are read afresh, the reason given stays with the ghost.
    const [phone = '', fan = ''] = references;
    const report = await sandboxReport(`&drop=${phone}&amount=${fan}:100`);
    const reimported = await importCsv(`${report}GHOST-1,250000,NGN,success,${DAY}T10:00:00.000Z\r\n`);
    const kept = reimported.body.data.differences.find((line) => line.reference === 'GHOST-1');
    expect(kept?.resolution?.by).toBe(financeEmail);
    // The provider's corrected report: every difference is gone.
    const corrected = await importCsv(await sandboxReport(''));
    expect(corrected.body.data.differences).toEqual([]);
  });

  it('refuses a file it cannot read, naming each bad line, and keeps the day as it was', async () => {
    const answer = await importCsv('reference,amount,paid_at\r\nOJA-1,12.5,2030-01-01T10:00:00Z\r\n');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: 'csv.row2', message: 'The amount must be a whole number of kobo' },
    ]);
    const header = await importCsv('ref,amt\r\nA,1\r\n');
    expect(header.body.errors[0]?.field).toBe('csv');
    expect((await importCsv('  ')).status).toBe(422);
    const { path, cookie } = day();
    expect((await call('GET', path, { cookie })).body.data.counts.matched).toBe(3);
  });

  it('is read with audit:read and written with reconciliation:write only', async () => {
    const support = await admin.signIn(await admin.newStaff('support'));
    const operations = await admin.signIn(await admin.newStaff('operations'));
    expect((await call('GET', day().path, { cookie: support.cookie })).status).toBe(403);
    const write = await call('POST', day().path, {
      cookie: operations.cookie,
      csrf: operations.csrf,
      body: { source: 'provider' },
    });
    expect(write.status).toBe(403);
    expect((await call('POST', day().path, { body: { source: 'provider' } })).status).toBe(401);
  });
});

describe('the finance exports', () => {
  async function exported(type: string, period: string) {
    const response = await shop.app.request(`/api/v1/admin/records?type=${type}&${period}`, {
      headers: { cookie: finance.cookie, 'x-forwarded-for': '192.0.2.251' },
    });
    expect(response.status).toBe(200);
    const [header = '', ...lines] = (await response.text()).split('\r\n').filter((line) => line !== '');
    return { header, lines };
  }

  it('list each instalment due in the period with what became of it, and the audit trail without addresses', async () => {
    const collections = await exported('collections', 'from=2030-01-01&to=2030-12-31');
    expect(collections.header).toBe(
      'order_number,shopper_id,instalment,instalments,due_date,amount_kobo,status,paid_at,paid_reference,debit_attempts,last_debit_response',
    );
    // The phone's instalments, each once, unpaid and never debited (no mandate was set up).
    expect(collections.lines.length).toBeGreaterThan(1);
    expect(collections.lines.every((line) => /,unpaid,,,0,$/.test(line))).toBe(true);
    expect(collections.lines.map((line) => line.split(',')[2])).toEqual(
      collections.lines.map((_, n) => String(n + 1)),
    );
    const audit = await exported('audit', 'from=2030-01-01&to=2030-01-01');
    expect(audit.header).toBe('at,staff_email,role,action,target_type,target_id,before,after');
    const imports = audit.lines.filter((line) => line.includes(',reconciliation.import,'));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports[0]).toContain(`${financeEmail},finance,reconciliation.import,reconciliation,${DAY},`);
    expect(audit.lines.join('\n')).not.toContain('192.0.2.');
  });
});
