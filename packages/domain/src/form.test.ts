import { describe, expect, it } from 'vitest';
import { text, toValidation } from './form';

describe('validators return every field message at once, or the cleaned value', () => {
  it('fails with all collected messages', () => {
    expect(toValidation({ a: 'A is required', b: 'B is required' }, () => 'unused')).toEqual({
      ok: false,
      errors: { a: 'A is required', b: 'B is required' },
    });
  });

  it('succeeds with the value when nothing failed', () => {
    expect(toValidation({}, () => 42)).toEqual({ ok: true, value: 42, errors: {} });
  });

  it('reads anything that is not a string as empty, so bad input never throws', () => {
    expect([text('x'), text(5), text(null), text({})]).toEqual(['x', '', '', '']);
  });
});
