/**
 * Every component of packages/ui has stories a designer can review, kept so by `npm run lint`: each
 * `*.tsx` (not a story or test) passes when a sibling `<name>.stories.tsx` exists, or when a screen's
 * stories name every component it exports in their meta's `component` or `subcomponents` (Storybook's own
 * fields, which also list them on that screen's docs page), imported from that file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Files that render nothing a designer reviews, so neither a story nor a screen covers them by name.
 * Keep this tiny: a new component belongs in a story, not here.
 */
const NOT_REVIEWED = new Set([
  // LinkProvider and Link hand an <a> to the app's router; every story with a link renders them.
  'lib/link.tsx',
  // Slot puts a Button's props on its child (asChild); Button's and Dialog's stories show the result.
  'lib/slot.tsx',
  // A story decorator (links that report where they go), used by stories and never shipped.
  'fixtures/navigation.tsx',
]);

const storyFile = /\.stories\.tsx?$/;
const testFile = /\.test\.tsx?$/;
/** Exported functions, constants and classes named like components (`InstalmentDots`, not `NO_HOMES`). */
const componentExport = /^export (?:default )?(?:async )?(?:function|const|class) ([A-Z]\w*[a-z]\w*)/gm;
/** `import Default, { A, B as C } from './file'`: either part may be missing. */
const relativeImport = /import\s+(?!type\s)(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*'(\.[^']*)'/g;
const subcomponentsField = /\bsubcomponents\s*:\s*\{([^}]*)\}/g;
/** A meta's own `component: LegalDialog`: stories of another name whose subject is that component. */
const componentField = /\bcomponent\s*:\s*(\w+)/g;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The local names of `{ A, B as C, type D }`: A, C (types cannot be subcomponents). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).pop() as string);
}

/** `{ StarRating, Stars: StarRating }`: the values, which are the components themselves. */
function subcomponentNames(body: string): string[] {
  return body
    .split(',')
    .map((part) => (part.split(':').pop() as string).trim())
    .filter(Boolean);
}

/** Each file some stories name a component of in `component` or `subcomponents`, with the names they give. */
function namedBySubcomponents(storyPath: string): Map<string, Set<string>> {
  const source = readFileSync(storyPath, 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, defaultName, list, specifier] of source.matchAll(relativeImport)) {
    const target = `${resolve(storyPath, '..', specifier)}.tsx`;
    for (const name of [defaultName, ...importedNames(list ?? '')]) if (name) fileOf.set(name, target);
  }
  const named = new Map<string, Set<string>>();
  const names = [
    ...[...source.matchAll(subcomponentsField)].flatMap(([, body]) => subcomponentNames(body ?? '')),
    ...[...source.matchAll(componentField)].map(([, name]) => name ?? ''),
  ];
  for (const name of names) {
    const file = fileOf.get(name);
    if (!file) continue;
    named.set(file, (named.get(file) ?? new Set()).add(name));
  }
  return named;
}

export interface Uncovered {
  /** Relative to the root that was checked. */
  file: string;
  /** Its exported components that no stories name (all of them when it has no components). */
  missing: string[];
}

/** The component files under `root` (packages/ui/src) that no story covers. */
export function uncoveredFiles(root: string): Uncovered[] {
  const files = walk(root).filter((file) => file.endsWith('.tsx'));
  const named = new Map<string, Set<string>>();
  for (const story of files.filter((file) => storyFile.test(file))) {
    for (const [file, names] of namedBySubcomponents(story)) {
      for (const name of names) named.set(file, (named.get(file) ?? new Set()).add(name));
    }
  }
  return files
    .filter((file) => !storyFile.test(file) && !testFile.test(file))
    .filter((file) => !NOT_REVIEWED.has(relative(root, file).split('\\').join('/')))
    .filter((file) => !existsSync(file.replace(/\.tsx$/, '.stories.tsx')))
    .flatMap((file) => {
      const components = [...readFileSync(file, 'utf8').matchAll(componentExport)].map((match) => match[1]);
      const missing = components.filter((name) => !named.get(file)?.has(name));
      if (components.length > 0 && missing.length === 0) return [];
      return [{ file: relative(root, file), missing }];
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? new URL('../packages/ui/src', import.meta.url).pathname);
  const uncovered = uncoveredFiles(root);
  if (uncovered.length > 0) {
    console.error(`${uncovered.length} component file(s) of ${relative(process.cwd(), root)} have no story:`);
    for (const { file, missing } of uncovered) {
      console.error(
        `  ${file}${missing.length > 0 ? ` (${missing.join(', ')})` : ' (exports no component)'}`,
      );
    }
    console.error(
      "Give each a sibling <name>.stories.tsx, or name its components in its screen stories' meta " +
        '`subcomponents: { ... }` (imported from the file). A file that renders nothing to review goes in ' +
        'NOT_REVIEWED in scripts/check-stories.ts, with why.',
    );
    process.exit(1);
  }
  console.log(`Every component file of ${relative(process.cwd(), root)} has stories.`);
}
