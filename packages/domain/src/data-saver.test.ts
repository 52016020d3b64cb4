import { describe, expect, it } from 'vitest';
import { DATA_SAVER_ON, dataSaverSource } from './data-saver';

describe('dataSaverSource', () => {
  it("takes the browser's Save-Data: on first, in any case and with spaces", () => {
    expect(dataSaverSource('on', undefined)).toBe('header');
    expect(dataSaverSource(' On ', DATA_SAVER_ON)).toBe('header');
  });

  it("takes the shopper's switch when the browser does not ask", () => {
    expect(dataSaverSource(undefined, DATA_SAVER_ON)).toBe('switch');
    expect(dataSaverSource('off', DATA_SAVER_ON)).toBe('switch');
  });

  it('is off without either, or with any other value', () => {
    expect(dataSaverSource(undefined, undefined)).toBeNull();
    expect(dataSaverSource('off', 'off')).toBeNull();
    expect(dataSaverSource('1', 'yes')).toBeNull();
  });
});
