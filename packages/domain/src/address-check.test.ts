import { describe, expect, it } from 'vitest';
import { type AddressCheckState, addressCheckResultEmail, addressCheckState } from './address-check';

describe('addressCheckState', () => {
  it.each<[string, Parameters<typeof addressCheckState>[0], AddressCheckState]>([
    ['no address and no check', { residentialAddress: null }, 'not-verified'],
    ['nothing known at all', {}, 'not-verified'],
    [
      'a check waiting for the field agent',
      { residentialAddress: null, addressCheck: { status: 'pending' } },
      'pending',
    ],
    ['a check that failed', { residentialAddress: '', addressCheck: { status: 'failed' } }, 'failed'],
    ['an address kept', { residentialAddress: '12 Allen Avenue', addressCheck: null }, 'verified'],
    // A new check of another address does not take away the one verified before.
    [
      'an address kept, a new check pending',
      { residentialAddress: '12 Allen Avenue', addressCheck: { status: 'pending' } },
      'verified',
    ],
    ['blank address, no check', { residentialAddress: '   ', addressCheck: null }, 'not-verified'],
  ])('%s: %s', (_, user, state) => {
    expect(addressCheckState(user)).toBe(state);
  });
});

describe('addressCheckResultEmail', () => {
  it('names the address and what follows, for each result', () => {
    const verified = addressCheckResultEmail('verified', '5 Pending Close, Ikeja, Lagos');
    expect(verified.subject).toBe('Your address is verified');
    expect(verified.text).toContain('5 Pending Close, Ikeja, Lagos');
    const failed = addressCheckResultEmail('failed', '5 Pending Close, Ikeja, Lagos');
    expect(failed.subject).toBe('We could not verify your address');
    expect(failed.text).toContain('try again');
  });
});
