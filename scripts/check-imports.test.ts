import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

/**
 * The import fences of `.dependency-cruiser.mjs` (run by `npm run lint:imports`) fail on what they forbid: a
 * small app is written to a temporary folder with one breach of each rule, and the check must name each one.
 */
const repository = join(import.meta.dirname, '..');
const config = join(repository, '.dependency-cruiser.mjs');
const depcruise = join(repository, 'node_modules', '.bin', 'depcruise');

function writeApp(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'oja-fences-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function violations(root: string): string[] {
  let out: string;
  try {
    out = execFileSync(depcruise, ['--config', config, 'apps', '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    // depcruise exits non-zero when it finds a violation; its JSON is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(out) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

test('a cross-feature import, shared importing a feature and an import cycle each fail the check', () => {
  const root = writeApp({
    'apps/web/src/features/cart/cart-lines.ts':
      "import { card } from '../catalogue/cards';\nexport const lines = card;\n",
    'apps/web/src/features/catalogue/cards.ts': 'export const card = 1;\n',
    'apps/web/src/features/catalogue/home-route.tsx':
      "import { lines } from '../cart/cart-lines';\nexport default lines;\n",
    'apps/web/src/shared/api.ts':
      "import { card } from '../features/catalogue/cards';\nexport const api = card;\n",
    'apps/web/src/shared/a.ts': "import type { B } from './b';\nexport type A = B | 1;\n",
    'apps/web/src/shared/b.ts': "import type { A } from './a';\nexport type B = A | 2;\n",
  });
  try {
    assert.deepEqual(violations(root), [
      'feature-fence: apps/web/src/features/cart/cart-lines.ts -> apps/web/src/features/catalogue/cards.ts',
      'no-import-cycle: apps/web/src/shared/a.ts -> apps/web/src/shared/b.ts',
      'shared-is-a-leaf: apps/web/src/shared/api.ts -> apps/web/src/features/catalogue/cards.ts',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
