/**
 * Fails when a page of the documentation is too long to read (issue 43): ARCHITECTURE.md, any README, or any
 * file under docs/ over 1,500 words, counted as `wc -w` counts them (runs of non-space). docs/wip/ is exempt:
 * it holds patches and notes kept for a later session, not pages to read. A page that grows past the limit is
 * split by topic into docs/<area>/<topic>.md and indexed (docs/README.md). Run in `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const WORD_LIMIT = 1500;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** Whether the limit applies to this path (relative to the repository's root, with `/`). */
export function isDocumentationPage(path: string): boolean {
  if (path.startsWith('docs/wip/')) return false;
  return (
    path === 'ARCHITECTURE.md' || /^readme(\.[a-z]+)?$/i.test(basename(path)) || path.startsWith('docs/')
  );
}

export interface OverLongPage {
  readonly path: string;
  readonly words: number;
}

/** The documentation pages among `paths` (under `root`) that pass the limit; a binary or missing file is not a page. */
export function overLongPages(root: string, paths: readonly string[]): OverLongPage[] {
  const overLong: OverLongPage[] = [];
  for (const path of paths.filter(isDocumentationPage)) {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (text.includes('\0')) continue;
    const words = wordCount(text);
    if (words > WORD_LIMIT) overLong.push({ path, words });
  }
  return overLong;
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  // Tracked files and new ones not ignored, so a page is checked before its first commit.
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const overLong = overLongPages(root, listed.split('\n').filter(Boolean));
  if (overLong.length > 0) {
    const lines = overLong.map(({ path, words }) => `  ${path}: ${words.toLocaleString('en')} words`);
    console.error(
      `Documentation pages over ${WORD_LIMIT.toLocaleString('en')} words (split each by topic into docs/<area>/<topic>.md):\n${lines.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Every documentation page is at most ${WORD_LIMIT.toLocaleString('en')} words.`);
}
