import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { uncoveredFiles } from './check-stories.ts';

/** A small packages/ui/src: each case of the check is one file. */
const root = mkdtempSync(join(tmpdir(), 'check-stories-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

write('components/button/button.tsx', 'export function Button() { return null; }');
write('components/button/button.stories.tsx', "import { Button } from './button';");
write('components/screen/screen.tsx', 'export function Screen() { return null; }');
write(
  'components/screen/screen.stories.tsx',
  [
    "import Drawer from './drawer';",
    "import { Part, type PartProps } from './part';",
    "import { Named } from './pair';",
    "import { Other } from '../elsewhere/other';",
    "import { Screen } from './screen';",
    'const meta = { component: Screen, subcomponents: { Part, Drawer, Named, Alias: Other } };',
  ].join('\n'),
);
// Named in the screen's subcomponents: covered.
write('components/screen/part.tsx', 'export function Part() { return null; }');
// A default export, named in subcomponents: covered.
write('components/screen/drawer.tsx', 'export default function Drawer() { return null; }');
// Two components, one of them not named: uncovered, with the missing one.
write('components/screen/pair.tsx', 'export function Named() { return null; }\nexport function Left() {}');
// Named by a value imported from this file, under another key: covered.
write('components/elsewhere/other.tsx', 'export function Other() { return null; }');
// A name that matches, but imported from another file, does not cover this one.
write('components/elsewhere/part.tsx', 'export function Part() { return null; }');
write('components/alone/alone.tsx', 'export function Alone() { return null; }\nexport const NO_ITEMS = 0;');
write('fixtures/recorder.tsx', 'export function recorder() { return null; }');
write('lib/link.tsx', 'export function Link() { return null; }');
// The subject (`component`) of stories named otherwise: covered.
write('components/legal/dialog.tsx', 'export function Dialog() { return null; }');
write(
  'components/legal/terms.stories.tsx',
  "import { Dialog } from './dialog';\nconst meta = { component: Dialog };",
);
write('components/button/button.test.tsx', 'export function Helper() { return null; }');

test('lists every component file no story covers, with the components no stories name', () => {
  assert.deepEqual(uncoveredFiles(root), [
    { file: 'components/alone/alone.tsx', missing: ['Alone'] },
    { file: 'components/elsewhere/part.tsx', missing: ['Part'] },
    { file: 'components/screen/pair.tsx', missing: ['Left'] },
    // Not a component: only the allow-list could pass it.
    { file: 'fixtures/recorder.tsx', missing: [] },
  ]);
});

test('passes once each file has a sibling story or is named in component or subcomponents', () => {
  write('components/alone/alone.stories.tsx', '');
  write('components/elsewhere/part.stories.tsx', '');
  write('components/screen/pair.stories.tsx', '');
  write('fixtures/recorder.stories.tsx', '');
  assert.deepEqual(uncoveredFiles(root), []);
});
