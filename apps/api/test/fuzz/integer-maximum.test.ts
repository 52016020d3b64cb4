import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../src/openapi/document.ts';

/** JSON Pointer of every schema in the document whose type is (or may be) integer and that has no maximum. */
function integersWithoutMaximum(node: unknown, pointer = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => integersWithoutMaximum(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const types = Array.isArray(record.type) ? record.type : [record.type];
  const unbounded =
    types.includes('integer') &&
    typeof record.maximum !== 'number' &&
    typeof record.exclusiveMaximum !== 'number';
  const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  return [
    ...(unbounded ? [pointer] : []),
    ...Object.entries(record).flatMap(([key, value]) =>
      integersWithoutMaximum(value, `${pointer}/${escapeKey(key)}`),
    ),
  ];
}

describe('openapi.yaml', () => {
  it('bounds every integer with a maximum (a page of 2^60 must be a 400, not a database overflow)', () => {
    expect(integersWithoutMaximum(loadDocument())).toEqual([]);
  });

  it('finds an integer without a maximum wherever it is', () => {
    const doc = {
      paths: { '/x': { get: { parameters: [{ name: 'n', in: 'query', schema: { type: 'integer' } }] } } },
      components: {
        schemas: {
          Bounded: { type: 'integer', minimum: 1, maximum: 9 },
          Nullable: { type: ['integer', 'null'] },
          Deep: { type: 'object', properties: { list: { type: 'array', items: { type: 'integer' } } } },
          Named: { type: 'object', properties: { type: { type: 'string' } } },
        },
      },
    };
    expect(integersWithoutMaximum(doc)).toEqual([
      '#/paths/~1x/get/parameters/0/schema',
      '#/components/schemas/Nullable',
      '#/components/schemas/Deep/properties/list/items',
    ]);
  });
});
