/**
 * Fails on a merge-conflict marker left in any tracked file: a line that starts with seven '<' or '>'
 * (and a space or its end). One such block sat in apps/api/README.md on main for a release, unnoticed,
 * because nothing read the docs as strictly as the code. Run in `npm run lint`.
 */
import { execFileSync } from 'node:child_process';

const MARKER = '^(<<<<<<<|>>>>>>>)( |$)';
let found = '';
try {
  // git grep searches tracked files only (node_modules and build output are not tracked); -I skips binaries.
  found = execFileSync('git', ['grep', '-n', '-I', '-E', MARKER], { encoding: 'utf8' });
} catch (error) {
  // git grep exits 1 when nothing matched: the good case.
  if ((error as { status?: number }).status !== 1) throw error;
}
if (found.trim() !== '') {
  console.error(`Merge-conflict markers left in tracked files:\n${found}`);
  process.exit(1);
}
console.log('No merge-conflict markers.');
