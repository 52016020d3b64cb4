/**
 * Fails when the API writes a money status outside its one home (issue 43): every change of an order's
 * payment status, a card payment's, an instalment's, a mandate's, a debit's or a refund's goes through
 * `transition()` in apps/api/src/money/, which refuses a move the domain's lifecycle table does not allow; an
 * order's fulfilment status is moved by apps/api/src/db/fulfilment-repository.ts along the same tables. A write
 * is a Drizzle `.update(<table>).set({ status … })` (or `fulfilmentStatus`, or a spread that could hold
 * either, or a value built elsewhere) or a raw `update <table> set status`, comments aside; so is a call of
 * `transition(` or an import of money/transition.ts outside money/ (a repository, a route or a job asks the money
 * module for the operation instead of moving a status itself). A refund is inserted by
 * apps/api/src/money/refund.ts only (one refund writer). Run in `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The money tables, as Drizzle (apps/api/src/db/schema.ts) and SQL name them. */
const MONEY_TABLES: Readonly<Record<string, string>> = {
  orders: 'orders',
  payments: 'payments',
  instalmentCardPayments: 'instalment_card_payments',
  orderSchedule: 'order_schedule',
  mandates: 'mandates',
  instalmentCharges: 'instalment_charges',
  refunds: 'refunds',
  transferAccounts: 'transfer_accounts',
};

/** Where status writes belong. */
const HOMES = ['apps/api/src/money/', 'apps/api/src/db/fulfilment-repository.ts'];

/** Whether `path` (relative to the repository's root, with `/`) is API source the rule covers. */
export function isCovered(path: string): boolean {
  return (
    path.startsWith('apps/api/src/') &&
    path.endsWith('.ts') &&
    !path.endsWith('.test.ts') &&
    !HOMES.some((home) => path.startsWith(home))
  );
}

/** The text without its comments (a comment may quote the SQL it explains), lines kept for the line numbers. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The lines of `text` that write a money status. */
export function statusWriteLines(text: string): number[] {
  const code = withoutComments(text);
  const lines: number[] = [];
  const drizzleTables = Object.keys(MONEY_TABLES).join('|');
  for (const update of code.matchAll(new RegExp(`\\.update\\((${drizzleTables})\\)`, 'g'))) {
    // What the statement sets: from `.set(` to its `.where(`, `.returning(` or the statement's end.
    const rest = code.slice(update.index);
    const set = rest.match(/^[\s\S]*?\.set\(([\s\S]*?)(\.where\(|\.returning\(|;)/);
    // A status key, a spread or a value built elsewhere (not an object literal) may each write a status.
    const values = set?.[1]?.trim();
    if (values && (/(\bstatus\b|\bfulfilmentStatus\b|\.\.\.)/.test(values) || !values.startsWith('{'))) {
      lines.push(lineOf(code, update.index));
    }
  }
  const sqlTables = Object.values(MONEY_TABLES).join('|');
  for (const update of code.matchAll(
    new RegExp(`\\bupdate\\s+"?(${sqlTables})"?\\s+set\\b[^;\`]*?\\b(fulfilment_)?status\\s*=`, 'gi'),
  )) {
    lines.push(lineOf(code, update.index));
  }
  return lines.sort((a, b) => a - b);
}

/**
 * The lines of `text` that call `transition(` (a generic call too) or import it under another name: outside
 * money/ the status move itself is still there, only spelled through the helper. Importing ForbiddenTransition
 * (to answer its 409) is fine.
 */
export function transitionCallLines(text: string): number[] {
  const code = withoutComments(text);
  const calls = code.matchAll(/\btransition\s*(<[^>(]*>\s*)?\(|\btransition\s+as\b/g);
  return [...calls].map((call) => lineOf(code, call.index));
}

/** The lines of `text` that insert a refund (money owed back is queued by money/refund.ts only). */
export function refundInsertLines(text: string): number[] {
  const code = withoutComments(text);
  const found = [...code.matchAll(/\.insert\(refunds\)|\binsert\s+into\s+"?refunds\b/gi)];
  return found.map((insert) => lineOf(code, insert.index));
}

export interface StatusWrite {
  readonly path: string;
  readonly line: number;
  readonly what: 'status write' | 'transition() outside money/' | 'refund written';
}

/** The status writes among `paths` (under `root`) outside money/ and the fulfilment module. */
export function strayStatusWrites(root: string, paths: readonly string[]): StatusWrite[] {
  const found: StatusWrite[] = [];
  for (const path of paths.filter(isCovered)) {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const line of statusWriteLines(text)) found.push({ path, line, what: 'status write' });
    for (const line of transitionCallLines(text))
      found.push({ path, line, what: 'transition() outside money/' });
    for (const line of refundInsertLines(text)) found.push({ path, line, what: 'refund written' });
  }
  return found;
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const stray = strayStatusWrites(root, listed.split('\n').filter(Boolean));
  if (stray.length > 0) {
    console.error(
      `Money written outside apps/api/src/money/ (a status moves through transition(), a refund through money/refund.ts):\n${stray
        .map(({ path, line, what }) => `  ${path}:${line}: ${what}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
}
