/**
 * autocannon as `npm run load` runs it: on one URL, or on the same target of several web processes at once
 * (each process its share of the connections), as a load balancer in front of them would spread the shoppers.
 */
import autocannon from 'autocannon';

/** What autocannon answers (the part read here). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

// Browsers ask for compressed answers; the shop compresses, and that work is part of serving a page.
const headers = { 'accept-encoding': 'gzip, deflate, br' };

/** `connections` shared out between `processes` as evenly as whole connections allow (50 on 2: 25 and 25). */
export function connectionsEach(connections: number, processes: number): number[] {
  return Array.from(
    { length: processes },
    (_, index) => Math.floor(connections / processes) + (index < connections % processes ? 1 : 0),
  );
}

/** A short warm-up on each URL at once, not counted: the first requests compile code and fill caches. */
export async function warmUpAll(urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => autocannon({ url, headers, connections: 10, amount: 200 })));
}

/** Loads every URL at once for `duration` seconds, `connections[i]` on `urls[i]`; one result per URL. */
export function loadAll(
  urls: string[],
  connections: number[],
  duration: number,
): Promise<AutocannonResult[]> {
  return Promise.all(
    urls.map(
      (url, index) =>
        autocannon({
          url,
          headers,
          connections: connections[index] ?? 1,
          duration,
        }) as Promise<AutocannonResult>,
    ),
  );
}
