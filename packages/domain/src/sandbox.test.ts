import { describe, expect, it } from 'vitest';
import { SANDBOX_EXPOSED_MESSAGE } from './sandbox';

describe('the warning of a sandbox open to other machines', () => {
  it('names both things a stranger can then do: read the emails (sign-in codes included) and move the clock', () => {
    expect(SANDBOX_EXPOSED_MESSAGE).toMatch(/other machines/);
    expect(SANDBOX_EXPOSED_MESSAGE).toMatch(/emails, sign-in codes included/);
    expect(SANDBOX_EXPOSED_MESSAGE).toMatch(/move its clock/);
  });
});
