import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument, type Operation } from '../src/openapi/document.ts';
import { Oracle, type SentRequest } from './fuzz/oracle.ts';
import { endsSession, type FuzzRequest, RequestFactory, usesBearer } from './fuzz/requests.ts';
import { Dictionary, SchemaValues } from './fuzz/schema-values.ts';
import { type FuzzServer, startFuzzServer } from './fuzz/server.ts';

/**
 * The contract fuzzer: for every operation of openapi.yaml, requests built from the document (valid-looking
 * ones, and ones that break one rule each: wrong types, missing and extra fields, huge, negative and
 * fractional numbers, control characters, very long strings, other methods and media types, broken JSON,
 * with and without a bearer token) go to the real app over HTTP. Properties:
 *
 * - no answer is ever a 5xx;
 * - every request that breaks the contract gets a 4xx with a JSON `message`;
 * - every answer whose status the document declares validates against it (ContractValidator.checkResponse);
 *   any other answer is a 4xx ErrorResponse.
 *
 * Everything comes from openapi.yaml at run time, so new and changed operations are fuzzed as they are.
 * FUZZ_SEED and FUZZ_RUNS (per operation) change the seed and the number of requests. CI runs it twice, on
 * PGlite and on PostgreSQL, with a seed of its own each: 120 requests per operation each time, 240 different
 * ones in all (300 on each database took 159 s of CI's time on PGlite alone).
 */
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.DATABASE_URL ? 20_301 : 20_300));
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const doc = loadDocument();
const dictionary = new Dictionary();
const values = new SchemaValues(doc, dictionary);

interface Problem {
  operation: string;
  reason: string;
  request: string;
  answer: string;
}
interface Figures {
  requests: number;
  breaking: number;
  statuses: Map<number, number>;
  undeclared: Map<number, number>;
}

let fuzz: FuzzServer;
let oracle: Oracle;
let factory: RequestFactory;
const figures = new Map<string, Figures>();
const problems: Problem[] = [];
const started = Date.now();

const nameOf = (op: Operation) => `${op.method} ${op.path}`;
const count = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);

function describeRequest(request: FuzzRequest, headers: Record<string, string>): string {
  const shown = { ...headers, ...(request.auth === 'real' ? { authorization: 'Bearer <live token>' } : {}) };
  const body = request.body ? new TextDecoder().decode(request.body) : undefined;
  return [
    `${request.method} /api/v1${request.target.length > 300 ? `${request.target.slice(0, 300)}…` : request.target}`,
    JSON.stringify(shown),
    body === undefined ? '' : JSON.stringify(body.length > 300 ? `${body.slice(0, 300)}…` : body),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Sends one request and checks the answer against the three properties; problems are collected. */
async function exercise(op: Operation, request: FuzzRequest): Promise<void> {
  const headers = { ...request.headers };
  const liveToken = request.auth === 'real';
  if (liveToken) headers.authorization = `Bearer ${await fuzz.shopper.liveToken()}`;
  const url = `${fuzz.api}${request.target}`;
  const sent: SentRequest = {
    method: request.method,
    url,
    headers,
    liveToken,
    ...(request.body ? { body: request.body } : {}),
  };
  const breach = oracle.breach(sent);
  const name = nameOf(op);
  const figure = figures.get(name) as Figures;
  figure.requests++;
  if (breach) figure.breaking++;
  const problem = (reason: string, answer = '') =>
    problems.push({ operation: name, reason, request: describeRequest(request, request.headers), answer });

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body ?? null,
      redirect: 'manual',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    problem(`no answer: ${String(error)}`);
    return;
  }
  count(figure.statuses, status);
  const answer = `${status} ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`;
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }

  if (status >= 500) problem(`answered ${status}`, answer);
  else if (breach && status < 400) problem(`breaks the contract (${breach}) but answered ${status}`, answer);
  if (request.method !== 'HEAD') {
    const message = (json as { message?: unknown } | undefined)?.message;
    if (status >= 400 && typeof message !== 'string') problem(`a ${status} without a JSON message`, answer);
    const { path } = oracle.route(sent);
    const check = fuzz.contract.checkResponse(request.method, path, status, json);
    const undeclared = check.errors[0]?.field === 'status' || check.errors[0]?.field === 'path';
    if (!undeclared && !check.valid) {
      problem(`the answer breaks openapi.yaml: ${JSON.stringify(check.errors.slice(0, 3))}`, answer);
    } else if (undeclared) {
      count(figure.undeclared, status);
      if (status < 400) problem(`${status} is not declared for ${name}`, answer);
      else if (!oracle.isErrorResponse(json)) problem(`the ${status} answer is not an ErrorResponse`, answer);
    }
  }

  // The shopper's session ended (a logout with its token): the next request that wants it logs in again.
  if (liveToken && ((status === 401 && usesBearer(op)) || (status === 200 && endsSession(op)))) {
    fuzz.shopper.token = null;
  }
  if (status < 300) dictionary.harvest(json);
}

describe(`the contract fuzzer (seed ${SEED}, ${RUNS} requests per operation)`, () => {
  beforeAll(async () => {
    fuzz = await startFuzzServer();
    oracle = new Oracle(doc, fuzz.contract);
    factory = new RequestFactory(values, fuzz.contract.operations);
    await fuzz.learn(dictionary);
  }, 120_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const rows = [...figures.entries()].map(([name, f]) => {
      const statuses = [...f.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      const undeclared = [...f.undeclared.keys()].sort().join(',');
      return `${name.padEnd(52)} ${String(f.requests).padStart(5)} ${String(f.breaking).padStart(9)}  ${statuses.join(' ')}${undeclared ? `  (not declared: ${undeclared})` : ''}`;
    });
    const total = [...figures.values()].reduce((sum, f) => sum + f.requests, 0);
    const all = new Map<number, number>();
    for (const f of figures.values()) for (const [s, n] of f.statuses) all.set(s, (all.get(s) ?? 0) + n);
    const fiveXX = [...all.entries()].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      [
        `Contract fuzzer on ${fuzz?.kind ?? '?'}: seed ${SEED}, ${RUNS} runs per operation, ${seconds} s`,
        `${'operation'.padEnd(52)} ${'requests'.padStart(5)} ${'breaking'.padStart(9)}  statuses`,
        ...rows,
        `total: ${total} requests over ${figures.size} operations; ${fiveXX} answers of 5xx; ${problems.length} problems`,
        `statuses: ${[...all.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
        `shopper logins: ${fuzz?.shopper.logins ?? 0}`,
      ].join('\n'),
    );
    await fuzz?.stop();
  }, 60_000);

  // Every method of every path, as the server's validator lists them.
  const operations = listOperations(doc);
  it.each(operations.map((op, index) => [nameOf(op), op, index] as const))(
    '%s: no 5xx, a 4xx with a message for every broken rule, answers as declared',
    async (name, op, index) => {
      figures.set(name, { requests: 0, breaking: 0, statuses: new Map(), undeclared: new Map() });
      const before = problems.length;
      await fc.assert(
        fc.asyncProperty(fc.gen(), async (g) => {
          // Problems are collected rather than thrown: every 5xx is counted, and each problem carries the
          // exact request to replay it.
          const request = factory.build(g, op);
          try {
            await exercise(op, request);
          } catch (error) {
            problems.push({
              operation: name,
              reason: `the fuzzer failed: ${String(error)}`,
              request: describeRequest(request, request.headers),
              answer: '',
            });
          }
        }),
        { numRuns: RUNS, seed: SEED + index },
      );
      const found = problems.slice(before);
      const summary = found
        .slice(0, 12)
        .map((p) => `- ${p.reason}\n    ${p.request}\n    → ${p.answer}`)
        .join('\n');
      expect(found.length, `${found.length} problems for ${name}:\n${summary}`).toBe(0);
      expect(figures.get(name)?.requests).toBeGreaterThanOrEqual(RUNS);
    },
    90_000,
  );
});
