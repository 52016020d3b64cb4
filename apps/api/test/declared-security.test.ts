import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, listOperations, loadDocument, type Parameter } from '../src/openapi/document.ts';
import { Dictionary, SchemaValues } from './fuzz/schema-values.ts';
import { type FuzzServer, startFuzzServer } from './fuzz/server.ts';

/**
 * openapi.yaml's `security` is what generated clients and API gateways go by: an operation that leaves it out
 * is read as needing credentials nobody can name (Redocly's security-defined), and one that declares the
 * wrong scheme sends tokens where none is wanted or none where one is. So every operation declares it, and
 * what it declares is what the real server does with a request that carries no credentials at all:
 *
 * - a bearer token required (`- bearerAuth: []`): 401 'No auth token found' (requireUser), or 'Session
 *   expired or invalid' from the cart routes that serve guests too but not these two (optionalUser);
 * - a staff session required (`- staffSession: []`): 401 'Please sign in to the console.' (requireStaff);
 * - public (`security: []`) or optional (`- {}` among the alternatives): never one of those two answers
 *   (a webhook still refuses a bad signature, but that is not a missing login).
 */
const doc = loadDocument();
const operations = listOperations(doc);
const NO_BEARER = ['No auth token found', 'Session expired or invalid'];
const NO_STAFF_SESSION = 'Please sign in to the console.';
/** How many requests built from an operation's schemas may be tried before one passes its contract. */
const TRIES = 40;

type Security = Array<Record<string, string[]>>;
const securityOf = (op: object) => (op as { security?: Security }).security;
const nameOf = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

/** The scheme a caller cannot do without, when every alternative names one; undefined when anyone may call. */
function requiredScheme(security: Security): string | undefined {
  if (security.length === 0 || security.some((alternative) => Object.keys(alternative).length === 0)) {
    return undefined;
  }
  const schemes = new Set(security.flatMap((alternative) => Object.keys(alternative)));
  return schemes.size === 1 ? [...schemes][0] : `one of ${[...schemes].join(', ')}`;
}

const componentParameters = (doc.components.parameters ?? {}) as Record<string, Parameter>;
/** A parameter as declared, following a `$ref` to components/parameters. */
function resolved(parameter: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const found = componentParameters[parameter.$ref.replace('#/components/parameters/', '')];
  if (!found) throw new Error(`unknown parameter ${parameter.$ref}`);
  return found;
}

describe('every operation of openapi.yaml declares its security', () => {
  it('names it explicitly, from the document’s schemes', () => {
    const schemes = Object.keys((doc.components.securitySchemes ?? {}) as object);
    const undeclared = operations.filter((op) => !Array.isArray(securityOf(op))).map(nameOf);
    expect(undeclared, 'operations without `security` (use `security: []` for a public one)').toEqual([]);
    const unknown = operations.flatMap((op) =>
      (securityOf(op) ?? []).flatMap((alternative) =>
        Object.keys(alternative)
          .filter((scheme) => !schemes.includes(scheme))
          .map((scheme) => `${nameOf(op)}: ${scheme}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the declared security is what the server asks of a caller without credentials', () => {
  let server: FuzzServer;
  let values: SchemaValues;

  beforeAll(async () => {
    server = await startFuzzServer();
    const dictionary = new Dictionary();
    await server.learn(dictionary);
    values = new SchemaValues(doc, dictionary);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  /** A request built from the operation's schemas that its contract accepts, so the route itself answers. */
  function acceptedRequest(op: (typeof operations)[number], seed: number) {
    const parameters = op.parameters.map(resolved);
    const bodySchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const [path, query, body] = fc.sample(
        fc.tuple(
          fc.record(
            Object.fromEntries(
              parameters
                .filter((p) => p.in === 'path')
                .map((p) => [p.name, values.valid(p.schema, p.name, op.path)]),
            ),
          ),
          fc.record(
            Object.fromEntries(
              parameters
                .filter((p) => p.in === 'query' && p.required)
                .map((p) => [p.name, values.valid(p.schema, p.name, op.path)]),
            ),
          ),
          bodySchema ? values.valid(bodySchema, '', op.path) : fc.constant(undefined),
        ),
        { numRuns: 1, seed: seed + attempt },
      )[0] as [Record<string, unknown>, Record<string, unknown>, unknown];
      const target = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(String(path[name])),
      );
      const queryText = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      // A segment '.' or '..' is one the URL itself removes before it is sent (fetch normalises the path):
      // /admin/catalogue/products/. reaches /admin/catalogue/products, another operation. Tried again.
      const dotSegment = Object.values(path).some((value) => value === '.' || value === '..');
      if (!dotSegment && server.contract.checkRequest(op.method, target, queryText, body).ok) {
        const search = new URLSearchParams(queryText).toString();
        return { target: search ? `${target}?${search}` : target, body };
      }
    }
    throw new Error(`no request built for ${nameOf(op)} passed its contract in ${TRIES} tries`);
  }

  it.each(operations.map((op, index) => [nameOf(op), op, index] as const))('%s', async (_name, op, index) => {
    const declared = requiredScheme(securityOf(op) ?? []);
    const { target, body } = acceptedRequest(op, 43_000 + index * TRIES);
    const response = await fetch(`${server.api}${target}`, {
      method: op.method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    const message = text.startsWith('{') ? (JSON.parse(text) as { message?: unknown }).message : undefined;
    const asked =
      response.status !== 401
        ? undefined
        : NO_BEARER.includes(String(message))
          ? 'bearerAuth'
          : message === NO_STAFF_SESSION
            ? 'staffSession'
            : undefined;
    expect(
      asked,
      `openapi.yaml declares ${declared ?? 'no required credentials'}; the server answered ${response.status} ${text.slice(0, 200)}`,
    ).toBe(declared);
  });
});
