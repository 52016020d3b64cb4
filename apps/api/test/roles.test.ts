import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { type RunningServer, startServer } from './process/server.ts';
import { createServerData } from './test-database.ts';

/**
 * OJA_ROLE: 'all' (default) serves the shop and runs the background workers, 'web' serves the shop only,
 * 'worker' runs the workers and serves only /healthz, /readyz and /metrics. Checked on the real server.
 */
describe('OJA_ROLE', () => {
  it('is all by default, web or worker when set, and nothing else', () => {
    const role = (value?: string) => {
      const read = readConfig(value === undefined ? {} : { OJA_ROLE: value }, '/tmp/oja-data');
      return read.ok ? read.config.role : read.problems;
    };
    expect(role()).toBe('all');
    expect(role('')).toBe('all');
    expect(role('web')).toBe('web');
    expect(role('worker')).toBe('worker');
    expect(role('both')).toEqual(["OJA_ROLE must be 'web', 'worker' or 'all', not 'both'."]);
  });
});

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const data = await createServerData('oja-roles-');
  cleanups.push(data.dispose);
  const server = await startServer({ ...data.env, ...env });
  cleanups.push(server.kill);
  return server;
}

const get = async (server: RunningServer, path: string) => {
  const answer = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: answer.status, text: await answer.text() };
};

describe('the real server by role', () => {
  it('a worker runs the background workers and serves only /healthz, /readyz and /metrics; its log is JSON', async () => {
    const server = await start({ OJA_ROLE: 'worker' });
    expect((await get(server, '/healthz')).status).toBe(200);
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toMatchObject({
      checks: { database: 'ok', migrations: 'ok', workers: 'ok' },
    });
    const metrics = await get(server, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('oja_http_requests_total');
    // What an operator alerts on, from the worker process itself: its workers' ticks, its readiness, the outbox.
    expect(metrics.text).toMatch(/^oja_worker_last_tick_age_seconds\{worker="collector"\} /m);
    expect(metrics.text).toMatch(/^oja_worker_tick_interval_seconds\{worker="collector"\} 30$/m);
    expect(metrics.text).toMatch(/^oja_ready 1$/m);
    expect(metrics.text).toMatch(/^oja_outbox_messages\{channel="email"\} \d+$/m);
    expect((await get(server, '/api/v1/products/categories')).status).toBe(404);
    expect((await get(server, '/')).status).toBe(404);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('msg');
    expect(server.output()).toContain('Role: worker (runs the background workers)');
    // The access lines carry their request ids.
    const access = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    expect(access.length).toBeGreaterThan(0);
    for (const line of access) expect(typeof line.requestId).toBe('string');
  }, 120_000);

  it('a web process serves the shop and runs no background worker', async () => {
    const server = await start({ OJA_ROLE: 'web' });
    expect((await get(server, '/api/v1/products/categories')).status).toBe(200);
    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
    expect(server.output()).toContain('Role: web (no background workers)');
    // Its sandbox clock moves, and no collector or refund job runs here: the workers catch up.
    const moved = await fetch(`${server.api}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 1 }),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ success: true, data: { collected: null, refunded: null } });
  }, 120_000);
});
