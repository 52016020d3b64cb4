import { once } from 'node:events';
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { runServerUntilExit } from './process/server.ts';
import { jsonLines } from './support/json-lines.ts';

/**
 * Issue 41: started with a database that does not answer (here a port nobody listens on), the server printed a
 * raw stack trace and stopped at once. Now it tries again with back-off for DATABASE_WAIT_MS, one JSON line an
 * attempt, then exits non-zero with one JSON line that says why. Needs no database server, so it runs on both
 * runs; a wrong password (a server that answers and refuses) is in database-outage.test.ts (PostgreSQL only).
 */
// Room for four or more attempts even on a loaded machine (3 s fit only two once, under CI's parallel tasks).
const WAIT_MS = 6_000;

/** A port that refuses connections: taken, then let go. */
async function refusedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

it('start-up with a wrong database port: a JSON line per attempt, then one clear line and exit 1', async () => {
  const password = 'not-printed-anywhere';
  const run = await runServerUntilExit({
    DATABASE_URL: `postgres://oja:${password}@127.0.0.1:${await refusedPort()}/oja`,
    DATABASE_WAIT_MS: String(WAIT_MS),
  });

  expect(run.code).toBe(1);
  const lines = jsonLines(run.output);
  const attempts = lines.filter((line) => String(line.msg).startsWith('The database does not answer'));
  // Back-off 0.5 s, 1 s, 2 s … within 6 s: five attempts (a loaded machine may fit one or two fewer).
  expect(attempts.length).toBeGreaterThanOrEqual(3);
  expect(attempts.map((line) => line.attempt)).toEqual(attempts.map((_, i) => i + 1));
  for (const line of attempts) expect(line).toMatchObject({ level: 'warn', failure: 'ECONNREFUSED' });
  // The waits grow: 500 ms, then 1000 ms, then what is left of the budget.
  expect(attempts[0]?.retryInMs).toBe(500);
  expect(attempts[1]?.retryInMs).toBe(1000);
  expect(attempts.at(-1)?.retryInMs).toBe(0);

  const last = lines.at(-1);
  expect(last?.level).toBe('fatal');
  expect(last?.failure).toBe('ECONNREFUSED');
  expect(String(last?.msg)).toMatch(
    /^Oja cannot start: the PostgreSQL server at DATABASE_URL did not answer for 6000 ms \(ECONNREFUSED: .*\)\. Check its host, port, user and password/,
  );
  // No stack trace, and the URL's password is never printed.
  expect(run.output).not.toMatch(/\n\s+at /);
  expect(run.output).not.toContain('"stack"');
  expect(run.output).not.toContain(password);
  // It gave up after its budget, not at once and not much later.
  expect(run.ms).toBeGreaterThan(WAIT_MS);
  expect(run.ms).toBeLessThan(WAIT_MS + 15_000);
}, 60_000);

it('refuses a DATABASE_WAIT_MS that is not a number of milliseconds, naming it', async () => {
  const run = await runServerUntilExit({ DATABASE_WAIT_MS: 'soon', SHUTDOWN_GRACE_MS: '-1' });
  expect(run.code).toBe(1);
  expect(run.output).toContain(
    "DATABASE_WAIT_MS must be a number of milliseconds from 0 to 600000, not 'soon'.",
  );
  expect(run.output).toContain(
    "SHUTDOWN_GRACE_MS must be a number of milliseconds from 0 to 600000, not '-1'.",
  );
});
