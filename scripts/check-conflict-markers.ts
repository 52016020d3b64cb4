/**
 * Fails on a merge-conflict marker left in any tracked file: a line that starts with seven '<' or '>'
 * (and a space or its end). One such block sat in apps/api/README.md on main for a release, unnoticed,
 * because nothing read the docs as strictly as the code. It also fails on a merge tool's leftovers (`.orig`,
 * `.rej`, `.BASE.`/`.LOCAL.`/`.REMOTE.` copies): a stale copy of apps/api/src/db/schema.ts sat beside it for a
 * session. Run in `npm run lint`.
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
const LEFTOVER = /\.(orig|rej)$|\.(BASE|LOCAL|REMOTE|BACKUP)\.[^/]+$/;
const leftovers = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => LEFTOVER.test(path));
if (leftovers.length > 0) {
  console.error(`A merge tool's leftover copies are tracked:\n${leftovers.join('\n')}`);
  process.exit(1);
}
console.log('No merge-conflict markers or leftover copies.');
