import { describe, expect, it } from 'vitest';
import { ContractValidator } from '../src/openapi/validator.ts';

const contract = new ContractValidator();

describe('requests are checked against openapi.yaml', () => {
  it('coerces query numbers and fills the defaults', () => {
    const check = contract.checkRequest('GET', '/products/get-products', { page: '3' }, undefined);
    expect(check).toMatchObject({ ok: true, query: { type: 'new', page: 3, limit: 50 } });
  });

  it('ignores query parameters the contract does not know', () => {
    const check = contract.checkRequest('GET', '/products/get-products', { utm_source: 'x' }, undefined);
    expect(check.ok && check.query).toEqual({ type: 'new', page: 1, limit: 50 });
  });

  it('reports every broken rule at once', () => {
    const check = contract.checkRequest(
      'GET',
      '/products/get-products',
      { limit: 'abc', page: '0' },
      undefined,
    );
    expect(check).toMatchObject({ ok: false, status: 400 });
    expect(!check.ok && check.errors?.map((e) => e.field).sort()).toEqual(['limit', 'page']);
  });

  it('matches a path with or without a trailing slash, and nothing else', () => {
    expect(contract.match('GET', '/products/categories/')).not.toBe(404);
    expect(contract.match('GET', '/products/categories/extra')).toBe(404);
  });
});
