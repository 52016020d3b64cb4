import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAppSource, LINE_LIMIT, overLongFunctions } from './check-function-length.ts';

/** A body of `count` lines in all, its opening and closing lines included. */
const body = (count: number) =>
  Array.from({ length: count - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

test('a function, an arrow, a method and a component over the limit are each found, with their names', () => {
  const text = [
    `export function tooLong() {\n${body(LINE_LIMIT + 1)}\n}`,
    `export function justRight() {\n${body(LINE_LIMIT)}\n}`,
    `const arrow = () => {\n${body(LINE_LIMIT + 5)}\n};`,
    `class Screen {\n  render() {\n${body(LINE_LIMIT + 2)}\n  }\n}`,
    `export const Page = () => (\n  <div>\n${'    <p />\n'.repeat(LINE_LIMIT)}  </div>\n);`,
  ].join('\n');
  const found = overLongFunctions('apps/web/src/page.tsx', text);
  assert.deepEqual(
    found.map(({ name, lines }) => [name, lines]),
    [
      ['tooLong', LINE_LIMIT + 1],
      ['arrow', LINE_LIMIT + 5],
      ['render', LINE_LIMIT + 2],
      ['Page', LINE_LIMIT + 4],
    ],
  );
});

test('a function within the limit is not found', () => {
  assert.deepEqual(overLongFunctions('apps/api/src/a.ts', `function f() {\n${body(LINE_LIMIT)}\n}`), []);
});

test('the limit applies to the apps’ sources, not to their tests, stories or declarations', () => {
  assert.equal(isAppSource('apps/api/src/app.ts'), true);
  assert.equal(isAppSource('apps/admin/src/screens/orders.tsx'), true);
  assert.equal(isAppSource('apps/api/test/cart.test.ts'), false);
  assert.equal(isAppSource('apps/web/src/routes.test.ts'), false);
  assert.equal(isAppSource('apps/api/src/openapi/generated/schema.d.ts'), false);
  assert.equal(isAppSource('packages/domain/src/settlement.ts'), false);
  assert.equal(isAppSource('apps/api/README.md'), false);
});
