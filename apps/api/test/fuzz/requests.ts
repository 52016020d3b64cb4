import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from '../../src/openapi/document.ts';
import {
  controlCharacter,
  longStrings,
  oddStrings,
  type SchemaValues,
  withControlCharacter,
} from './schema-values.ts';

/** One request the fuzzer sends, relative to /api/v1. */
export interface FuzzRequest {
  /** What the request tries, for the figures ('valid', 'bad query', 'raw body'...). */
  kind: Kind;
  method: string;
  /** Path and query string, encoded as sent, e.g. '/products/search?q=tv'. */
  target: string;
  headers: Record<string, string>;
  /** 'real': the shopper's live token, filled in when sent; the others set `authorization` here. */
  auth: 'none' | 'real' | 'bogus' | 'malformed';
  body?: Uint8Array<ArrayBuffer>;
}

export type Kind =
  | 'valid'
  | 'bad query'
  | 'odd query'
  | 'bad path'
  | 'bad field'
  | 'missing field'
  | 'extra field'
  | 'raw body'
  | 'content type'
  | 'wrong method'
  | 'control characters';

type Gen = fc.GeneratorValue;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'];
/** The URL must stay under Node's 16 KB header limit (a longer one is refused before the app sees it). */
const MAX_TARGET = 13_000;

/** Whether the operation reads a bearer token at all (required or optional). */
export function usesBearer(op: Operation): boolean {
  const security = (op as { security?: Array<Record<string, unknown>> }).security;
  return Array.isArray(security) && security.some((s) => Object.keys(s).length > 0);
}

/** Whether the operation needs a bearer token (security without an anonymous `{}` alternative). */
export function requiresBearer(op: Operation): boolean {
  const security = (op as { security?: Array<Record<string, unknown>> }).security;
  return Array.isArray(security) && security.length > 0 && security.every((s) => Object.keys(s).length > 0);
}

/**
 * The operations that end the session of their token (and so the shopper's, when sent with it): logging out,
 * and closing the account (which signs the shopper out everywhere).
 */
export function endsSession(op: Operation): boolean {
  const id = (op as { operationId?: string }).operationId;
  return id === 'logout' || id === 'closeAccount';
}

export function bodySchemaOf(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: send the bytes it would have been, which are not UTF-8.
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^A-Za-z0-9%._~-]/g, (ch) => encodeURIComponent(ch));
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Raw texts for a query or path value, sent as they are (not encoded): bad percent-encodings and numbers. */
const RAW_VALUES = [
  '%',
  '%Z',
  '%ZZ',
  '%C3%28',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%7F',
  '%1B%5B31m',
  '%E2%80',
  '%%',
  '+%2B+',
  '%2F',
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '%252F',
  '%0A',
  '%0D%0A',
  '%09',
];
/** Numbers past what PostgreSQL's integer and bigint hold, as query text. */
const HUGE_NUMBERS = [
  '2147483648',
  '200000000000000000',
  '9223372036854775808',
  '1e19',
  '1e21',
  '99999999999999999999',
];
const BAD_NUMBERS = [
  '',
  'abc',
  '1.5',
  '-1',
  '0',
  '1e400',
  '-1e400',
  '200000000000000000',
  '9'.repeat(400),
  ' 1 ',
  '0x10',
  'NaN',
  'Infinity',
  '1,2',
  '١٢',
  '+5',
  'true',
  '[]',
  '1e3',
  '2147483648',
  '100001',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'json',
  '*/*',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/problem+json',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '{}x',
  '{"a":1}{"b":2}',
  '"unterminated',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '\ufeff{}',
  '{"a":"\u0000"}',
  '{"a":"\t"}',
  ")]}'",
  '<xml/>',
];
const NON_OBJECTS = ['null', '[]', '"text"', '42', 'true', '[{}]', '{}', ' ', '', '\n'];
const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  '',
  'é',
  'a\u0000b',
  '\u001b[31m',
  'x'.repeat(300),
];
const NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '1E2',
  '-0',
  '1.0',
  '100000000000000000000000',
  '5e-324',
  '0.1e1',
];

/**
 * The request generator for one operation: valid-looking requests built from its schemas, and requests that
 * break one rule each (a bad query or path value, a bad, missing or extra body field, a broken JSON body,
 * another media type, another method, a control character somewhere), each with or without a token.
 */
export class RequestFactory {
  readonly #values: SchemaValues;
  readonly #operations: Operation[];

  constructor(values: SchemaValues, operations: Operation[]) {
    this.#values = values;
    this.#operations = operations;
  }

  kindsFor(op: Operation): Array<{ kind: Kind; weight: number }> {
    const query = op.parameters.some((p) => p.in === 'query');
    const path = op.parameters.some((p) => p.in === 'path');
    const body = bodySchemaOf(op) !== undefined;
    const kinds: Array<[Kind, number, boolean]> = [
      ['valid', 32, true],
      ['bad query', 10, query],
      ['odd query', 5, true],
      ['bad path', 10, path],
      ['bad field', 12, body],
      ['missing field', 5, body],
      ['extra field', 5, body],
      ['raw body', 9, body],
      ['content type', 5, body],
      ['wrong method', 6, true],
      ['control characters', 8, true],
    ];
    return kinds.filter(([, , applies]) => applies).map(([kind, weight]) => ({ kind, weight }));
  }

  build(g: Gen, op: Operation): FuzzRequest {
    const kinds = this.kindsFor(op);
    const kind = g(() =>
      fc.oneof(...kinds.map(({ kind, weight }) => ({ arbitrary: fc.constant(kind), weight }))),
    );
    const values = this.#values;
    const bodySchema = bodySchemaOf(op);

    // Path parameters and query entries as [name, value, raw]: raw values are sent unencoded.
    const pathValues = new Map<string, { value: string; raw: boolean }>();
    for (const p of op.parameters.filter((param) => param.in === 'path')) {
      pathValues.set(p.name, { value: asText(g(() => values.valid(p.schema, p.name, op.path))), raw: false });
    }
    const query: Array<{ name: string; value: string; raw: boolean }> = [];
    for (const p of op.parameters.filter((param) => param.in === 'query')) {
      if (p.required || g(fc.boolean)) {
        query.push({
          name: p.name,
          value: asText(g(() => values.valid(p.schema, p.name, op.path))),
          raw: false,
        });
      }
    }
    let body: unknown = bodySchema ? g(() => values.valid(bodySchema, '', op.path)) : undefined;
    let bodyText: string | undefined;
    let method = op.method;
    let contentType: string | undefined = bodySchema ? 'application/json' : undefined;

    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const chooseParam = (params: Parameter[]) => params[g(fc.nat, { max: params.length - 1 })] as Parameter;

    switch (kind) {
      case 'bad query': {
        const p = chooseParam(queryParams);
        const without = query.filter((q) => q.name !== p.name);
        if (p.required && g(fc.boolean)) {
          query.splice(0, query.length, ...without);
          break;
        }
        const value = g(() =>
          fc.oneof(
            fc.constantFrom(...BAD_NUMBERS),
            fc.constantFrom(...HUGE_NUMBERS),
            values.bad(p.schema, p.name, op.path).map(asText),
          ),
        );
        query.splice(0, query.length, ...without, { name: p.name, value, raw: false });
        break;
      }
      case 'odd query': {
        const name = g(() =>
          fc.oneof(
            fc.constantFrom('utm_source', '__proto__', 'constructor', 'page[]', 'a.b', 'é', '', '=', '&'),
            fc.constantFrom(...queryParams.map((p) => p.name), 'limit'),
          ),
        );
        const raw = g(fc.boolean);
        const value = raw
          ? g(fc.constantFrom, ...RAW_VALUES)
          : asText(g(() => fc.oneof(oddStrings(), fc.constantFrom(...BAD_NUMBERS), longStrings(100))));
        // Before or after the declared value: a repeated parameter counts once, by its first value.
        const entry = { name, value, raw };
        if (g(fc.boolean)) query.unshift(entry);
        else query.push(entry);
        break;
      }
      case 'bad path': {
        const p = chooseParam(pathParams);
        const raw = g(fc.boolean);
        pathValues.set(p.name, {
          value: raw
            ? g(fc.constantFrom, ...RAW_VALUES)
            : asText(g(() => values.bad(p.schema, p.name, op.path))),
          raw,
        });
        break;
      }
      case 'bad field':
      case 'missing field':
      case 'extra field': {
        const schema = values.resolve(bodySchema);
        const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
        if (body === null || typeof body !== 'object' || Array.isArray(body) || properties.length === 0) {
          body = g(() => values.bad(schema, 'body', op.path));
          break;
        }
        const object = { ...(body as Record<string, unknown>) };
        if (kind === 'extra field') {
          const key = g(fc.constantFrom, ...EXTRA_KEYS);
          const value = g(() => fc.oneof(oddStrings(), fc.jsonValue({ maxDepth: 2 })));
          Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
        } else {
          const [name, sub] = properties[g(fc.nat, { max: properties.length - 1 })] as [string, JsonSchema];
          if (kind === 'missing field') delete object[name];
          else object[name] = g(() => values.bad(sub, name, op.path));
        }
        body = object;
        break;
      }
      case 'raw body': {
        const choice = g(fc.nat, { max: 5 });
        if (choice === 0) bodyText = g(fc.constantFrom, ...MALFORMED_JSON);
        else if (choice === 1) bodyText = g(fc.constantFrom, ...NON_OBJECTS);
        else if (choice === 2) {
          // A number literal JSON.parse reads differently: 1e400 is Infinity, -0, 5e-324...
          const literal = g(fc.constantFrom, ...NUMBER_LITERALS);
          const text = JSON.stringify(body) ?? '{}';
          bodyText = /:\s*-?\d/.test(text)
            ? text.replace(/(:\s*)-?\d+(\.\d+)?([eE][+-]?\d+)?/, `$1${literal}`)
            : text.replace(/^\{/, `{"n":${literal},`);
        } else if (choice === 3) {
          const depth = g(fc.constantFrom, 100, 3_000, 7_000);
          bodyText = g(fc.boolean)
            ? `${'['.repeat(depth)}${']'.repeat(depth)}`
            : `${'{"a":'.repeat(depth / 5)}1${'}'.repeat(depth / 5)}`;
        } else if (choice === 4) {
          // Over the 16 KB limit.
          bodyText = JSON.stringify({
            ...(body as object),
            padding: 'x'.repeat(g(fc.constantFrom, 16_400, 40_000)),
          });
        } else {
          // The same key twice: JSON.parse keeps the last one.
          const text = JSON.stringify(body) ?? '{}';
          bodyText = text
            .replace(/^\{/, '{"productID":"\\u0000",')
            .replace(/^\{"productID":"\\u0000",\}$/, '{}');
        }
        break;
      }
      case 'content type':
        contentType = g(() => fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }));
        break;
      case 'wrong method': {
        const declared = this.#operations.filter((o) => o.path === op.path).map((o) => o.method);
        method = g(fc.constantFrom, ...METHODS.filter((m) => !declared.includes(m)));
        break;
      }
      case 'control characters': {
        const targets: string[] = [
          ...(query.length > 0 ? ['query value'] : []),
          'query name',
          ...(pathParams.length > 0 ? ['path'] : []),
          ...(bodySchema && body !== null && typeof body === 'object' ? ['body value', 'body key'] : []),
        ];
        const target = g(fc.constantFrom, ...targets);
        const control = g(controlCharacter);
        const insert = (text: string) => {
          const at = g(fc.nat, { max: text.length });
          return `${text.slice(0, at)}${control}${text.slice(at)}`;
        };
        if (target === 'query value') {
          const entry = query[g(fc.nat, { max: query.length - 1 })];
          if (entry) entry.value = insert(entry.value);
        } else if (target === 'query name') {
          query.push({ name: insert('utm'), value: 'x', raw: false });
        } else if (target === 'path') {
          const p = chooseParam(pathParams);
          pathValues.set(p.name, { value: insert(pathValues.get(p.name)?.value ?? ''), raw: false });
        } else {
          const object = { ...(body as Record<string, unknown>) };
          const keys = Object.keys(object);
          if (target === 'body key' || keys.length === 0) object[insert('key')] = 'value';
          else {
            const key = keys[g(fc.nat, { max: keys.length - 1 })] as string;
            const current = object[key];
            object[key] =
              typeof current === 'string'
                ? insert(current)
                : g(() =>
                    withControlCharacter(fc.constantFrom('', 'x', 'nested')).map((t) => ({ deep: [t] })),
                  );
          }
          body = object;
        }
        break;
      }
      default:
        break;
    }

    // A body for an operation that takes none (it must be ignored), now and then.
    if (!bodySchema && !['GET', 'HEAD'].includes(method) && g(fc.nat, { max: 9 }) === 0) {
      bodyText = g(fc.constantFrom, '{"a":1}', '{', 'x'.repeat(100), '');
      contentType = g(fc.constantFrom, 'application/json', 'text/plain');
    }

    let target = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const { value, raw } = pathValues.get(name) ?? { value: '', raw: false };
      return raw ? value : encode(value).slice(0, MAX_TARGET / 2);
    });
    if (g(fc.nat, { max: 9 }) === 0) target += '/';
    const search = query
      .map(({ name, value, raw }) => `${encode(name)}=${raw ? value : encode(value)}`)
      .join('&')
      .slice(0, MAX_TARGET - target.length);
    if (search !== '') target += `?${search}`;

    const headers: Record<string, string> = {};
    const forwarded = g(() =>
      fc.option(
        fc.oneof(
          fc.constantFrom(
            '203.0.113.7',
            '203.0.113.8',
            '198.51.100.9',
            '2001:db8::1',
            '10.0.0.1, 203.0.113.7',
          ),
          fc.constantFrom(
            'unknown',
            ' , ',
            'a'.repeat(2_000),
            '999.999.999.999',
            "1.2.3.4'; drop table users;--",
            'é',
          ),
          fc.nat({ max: 3 }).map((n) => `192.0.2.${n}`),
        ),
        { nil: undefined, freq: 4 },
      ),
    );
    if (forwarded !== undefined) headers['x-forwarded-for'] = forwarded;

    // Logging out with the shopper's token ends it (and the next login costs a scrypt): rarely the real one.
    const realWeight = endsSession(op) ? 1 : 9;
    const auth = g(() =>
      fc.oneof(
        { arbitrary: fc.constant('real' as const), weight: realWeight },
        { arbitrary: fc.constant('none' as const), weight: 5 },
        { arbitrary: fc.constant('bogus' as const), weight: 3 },
        { arbitrary: fc.constant('malformed' as const), weight: 3 },
      ),
    );
    if (auth === 'bogus') {
      headers.authorization = `Bearer ${g(() => fc.base64String({ minLength: 40, maxLength: 44 })).replace(/[+/=]/g, '_')}`;
    } else if (auth === 'malformed') {
      headers.authorization = g(
        fc.constantFrom,
        'Bearer',
        'Bearer ',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'a'.repeat(300)}`,
        'Token abc',
        'Bearer é',
        'Bearer a b',
        'Bearer a,Bearer b',
        "Bearer ' OR '1'='1",
      );
    }

    let bytes: Uint8Array<ArrayBuffer> | undefined;
    if (!['GET', 'HEAD'].includes(method) && (bodyText !== undefined || body !== undefined)) {
      const text = bodyText ?? JSON.stringify(body) ?? '';
      bytes = new TextEncoder().encode(text);
      if (contentType !== undefined) headers['content-type'] = contentType;
    }
    return { kind, method, target, headers, auth, ...(bytes ? { body: bytes } : {}) };
  }
}
