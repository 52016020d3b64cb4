import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import {
  isCovered,
  refundInsertLines,
  statusWriteLines,
  strayStatusWrites,
  transitionCallLines,
} from './check-status-writes.ts';

const root = mkdtempSync(join(tmpdir(), 'check-status-writes-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

test('a Drizzle update that sets a money status is a status write', () => {
  const text = [
    'const a = 1;',
    'await tx',
    '  .update(payments)',
    "  .set({ status: 'failed', gatewayResponse })",
    "  .where(eq(payments.status, 'pending'));",
  ].join('\n');
  assert.deepEqual(statusWriteLines(text), [3]);
});

test('a spread, a value built elsewhere, or fulfilmentStatus may write a status too', () => {
  assert.deepEqual(statusWriteLines('db.update(orders).set({ ...changes }).where(x);'), [1]);
  assert.deepEqual(statusWriteLines('db.update(refunds).set(changes).where(x);'), [1]);
  assert.deepEqual(statusWriteLines("db.update(orders).set({ fulfilmentStatus: 'packed' });"), [1]);
});

test('other columns of a money table, and statuses of other tables, are not', () => {
  assert.deepEqual(statusWriteLines('db.update(payments).set({ authorizationUrl: url }).where(x);'), []);
  assert.deepEqual(statusWriteLines("db.update(staffRefunds).set({ status: 'approved' }).where(x);"), []);
  assert.deepEqual(
    statusWriteLines("db.update(mandates).set({ endsOn: today }).where(eq(mandates.status, 'active'));"),
    [],
  );
});

test('raw SQL counts; SQL quoted in a comment does not', () => {
  assert.deepEqual(
    statusWriteLines("await db.execute(sql`update refunds set status = 'queued' where id = 1`);"),
    [1],
  );
  assert.deepEqual(
    statusWriteLines(
      "/**\n * UPDATE refunds SET status = 'sending' WHERE …\n */\n// update orders set status = 'x'",
    ),
    [],
  );
});

test('a transition() call, generic or renamed, is a status write outside money/; its error class is not', () => {
  assert.deepEqual(
    transitionCallLines("\nawait transition(db, 'mandate', { rows: 1, from: 'pending', to: 'active' });"),
    [2],
  );
  assert.deepEqual(transitionCallLines("transition<'debit'>(db, 'debit', move);"), [1]);
  assert.deepEqual(transitionCallLines("import { transition as move } from '../money/transition.ts';"), [1]);
  assert.deepEqual(transitionCallLines("import { ForbiddenTransition } from '../money/transition.ts';"), []);
  assert.deepEqual(transitionCallLines('canTransition(a, b); startTransition(() => {});'), []);
  assert.deepEqual(transitionCallLines('// moved by transition() only'), []);
});

test('a refund inserted by code or SQL is found', () => {
  assert.deepEqual(refundInsertLines('\nawait tx.insert(refunds).values(row);'), [2]);
  assert.deepEqual(refundInsertLines('sql`insert into refunds (reference) values (1)`'), [1]);
  assert.deepEqual(refundInsertLines('await tx.insert(staffRefunds).values(row);'), []);
});

test('money/, the fulfilment module and tests are where writes belong', () => {
  assert.equal(isCovered('apps/api/src/db/payments-repository.ts'), true);
  assert.equal(isCovered('apps/api/src/money/transition.ts'), false);
  assert.equal(isCovered('apps/api/src/db/fulfilment-repository.ts'), false);
  assert.equal(isCovered('apps/api/test/ledger-property.test.ts'), false);
  assert.equal(isCovered('apps/web/src/main.ts'), false);
});

test('finds each stray write with its file and line', () => {
  const write1 = "await db.update(orders).set({ status: 'expired' }).where(x);";
  write('apps/api/src/orders/sweep.ts', `// the sweep\n${write1}`);
  write('apps/api/src/money/first-payment.ts', write1);
  write('apps/api/src/refunds/job.ts', 'await tx.insert(refunds).values(row);');
  const move = "await transition(db, 'mandate', { rows: id, from: 'active', to: 'revoked' });";
  write('apps/api/src/db/mandates-repository.ts', `import x;\n\n${move}`);
  write('apps/api/src/money/mandate.ts', move);
  const found = strayStatusWrites(root, [
    'apps/api/src/orders/sweep.ts',
    'apps/api/src/money/first-payment.ts',
    'apps/api/src/refunds/job.ts',
    'apps/api/src/db/mandates-repository.ts',
    'apps/api/src/money/mandate.ts',
    'apps/api/src/gone.ts',
  ]);
  assert.deepEqual(found, [
    { path: 'apps/api/src/orders/sweep.ts', line: 2, what: 'status write' },
    { path: 'apps/api/src/refunds/job.ts', line: 1, what: 'refund written' },
    { path: 'apps/api/src/db/mandates-repository.ts', line: 3, what: 'transition() outside money/' },
  ]);
});
