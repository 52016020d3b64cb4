import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { overLongPages, WORD_LIMIT, wordCount } from './check-doc-length.ts';

const root = mkdtempSync(join(tmpdir(), 'check-doc-length-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** `count` words over several lines, as a page is written. */
const words = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 12 === 11 ? 'word\n' : 'word ')).join('');

const files: Record<string, string> = {
  'README.md': words(WORD_LIMIT),
  'ARCHITECTURE.md': words(WORD_LIMIT + 1),
  'apps/api/README.md': words(WORD_LIMIT + 1),
  'docs/api/payments.md': words(2000),
  'docs/rules/cart.md': words(100),
  'docs/wip/README.md': words(5000),
  'docs/wip/notes.md': words(5000),
  'docs/picture.png': `\0${words(5000)}`,
  'bench/results/load-scale.md': words(5000),
  'apps/api/src/app.ts': words(5000),
};
for (const [path, text] of Object.entries(files)) write(path, text);

test('words are counted as wc -w counts them', () => {
  assert.equal(wordCount(''), 0);
  assert.equal(wordCount('  one\ttwo\n\nthree — four.  '), 5);
  assert.equal(wordCount(words(37)), 37);
});

test('ARCHITECTURE.md, READMEs and docs/ past the limit fail; docs/wip/, other files and binaries do not count', () => {
  assert.deepEqual(overLongPages(root, [...Object.keys(files), 'docs/deleted.md']), [
    { path: 'ARCHITECTURE.md', words: WORD_LIMIT + 1 },
    { path: 'apps/api/README.md', words: WORD_LIMIT + 1 },
    { path: 'docs/api/payments.md', words: 2000 },
  ]);
});
