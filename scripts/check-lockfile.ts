/**
 * `npm ci` on a fresh machine fails when package-lock.json names an optional platform package (rollup's,
 * turbo's, biome's...) without an entry of its own. That happens when this registry lacks the other
 * platforms' builds of a release; the cure is to pin an older release in `overrides`. Run in `npm run lint`.
 */
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
const lock: { packages: Record<string, LockEntry> } = JSON.parse(
  readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
);
/**
 * Where npm would find `dep` for the package at `path`: its own node_modules, then each enclosing one, as
 * Node resolves; a platform package of another version elsewhere in the tree does not count.
 */
function resolve(path: string, dep: string): LockEntry | undefined {
  let base = path;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${dep}`];
    if (found) return found;
    if (!base) return undefined;
    const parent = base.lastIndexOf('node_modules/');
    base = parent <= 0 ? '' : base.slice(0, parent - 1);
  }
}
const exactVersion = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const problems = Object.entries(lock.packages).flatMap(([path, entry]) =>
  Object.entries(entry.optionalDependencies ?? {}).flatMap(([dep, wanted]) => {
    const found = resolve(path, dep);
    if (!found) return [`${path}@${entry.version} lists ${dep}@${wanted}, which the lockfile lacks`];
    if (exactVersion.test(wanted) && found.version !== wanted) {
      return [`${path}@${entry.version} lists ${dep}@${wanted}, but the lockfile has only ${found.version}`];
    }
    return [];
  }),
);
if (problems.length > 0) {
  console.error(`package-lock.json would fail \`npm ci\` on a fresh machine:\n  ${problems.join('\n  ')}`);
  console.error(
    'Pin a release whose platform packages all exist on the registry (root package.json "overrides").',
  );
  process.exit(1);
}
console.log(
  `package-lock.json: every optional platform package is locked (${Object.keys(lock.packages).length} entries).`,
);
