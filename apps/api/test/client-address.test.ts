import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../src/auth/client-address.ts';
import { readConfig } from '../src/config.ts';

/** The address clientAddressOf reads for a request carrying `forwarded` as X-Forwarded-For. */
async function addressFor(trustedHops: number, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddressOf(c, trustedHops)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
  return (await app.request('/', { headers })).text();
}

describe('the client address', () => {
  it('is the socket address without trusted proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressFor(0, '203.0.113.9')).toBe('unknown');
  });

  it('behind one proxy (TRUST_PROXY=1) is the last entry, the one that proxy appended', async () => {
    expect(await addressFor(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor(1, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor(1, '6.6.6.6,203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('behind a CDN and a load balancer (TRUST_PROXY=2) is the 2nd entry from the right', async () => {
    // The client wrote 6.6.6.6 itself; the CDN appended the client's 203.0.113.9, the load balancer the CDN's.
    expect(await addressFor(2, '6.6.6.6, 203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
    expect(await addressFor(2, '203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
    // Shorter than the hops (a request that went round the CDN): the farthest address known.
    expect(await addressFor(2, '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressFor(3, '2001:db8::1, 203.0.113.9, 198.51.100.7')).toBe('2001:db8::1');
  });

  it('with no X-Forwarded-For, or an empty one, is the socket address', async () => {
    expect(await addressFor(2)).toBe('unknown');
    expect(await addressFor(2, ' , ')).toBe('unknown');
  });

  it('TRUST_PROXY takes the number of trusted hops: unset is 0, 1 keeps its meaning, nonsense is refused', () => {
    const hops = (value?: string) => {
      const read = readConfig(value === undefined ? {} : { TRUST_PROXY: value }, '/tmp/oja-data');
      return read.ok ? read.config.trustProxy : read.problems;
    };
    expect(hops()).toBe(0);
    expect(hops('')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    for (const bad of ['yes', 'true', '-1', '1.5', '11']) {
      expect(hops(bad)).toEqual([
        `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), not '${bad}'.`,
      ]);
    }
  });
});
