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
const present = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')));
const problems = Object.entries(lock.packages).flatMap(([path, entry]) =>
  Object.keys(entry.optionalDependencies ?? {})
    .filter((dep) => !present.has(dep))
    .map((dep) => `${path}@${entry.version} lists ${dep}, which the lockfile lacks`),
);
if (problems.length > 0) {
  console.error(`package-lock.json would fail \`npm ci\` on a fresh machine:\n  ${problems.join('\n  ')}`);
  console.error(
    'Pin a release whose platform packages all exist on the registry (root package.json "overrides").',
  );
  process.exit(1);
}
console.log(`package-lock.json: every optional platform package is locked (${present.size} packages).`);
