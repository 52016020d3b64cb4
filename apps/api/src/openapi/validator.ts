import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { tryDecodeURIComponent } from 'hono/utils/url';
import {
  type JsonSchema,
  listOperations,
  loadDocument,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from './document.ts';

/** One broken rule of a request or a response. */
export interface FieldError {
  field: string;
  message: string;
}

export type RequestCheck =
  | { ok: true; operation: Operation; query: Record<string, unknown>; body: unknown }
  | { ok: false; status: 400 | 404 | 405; message: string; errors?: FieldError[] };

const DOCUMENT_ID = 'openapi.json';
// ajv-formats ships CommonJS; under Node's ESM loader its default export is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** '#/components/...' inside a copied schema points back into the registered document. */
function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOCUMENT_ID}${v}` : anchorRefs(v),
    ]),
  );
}

function describe(error: ErrorObject, root: string): FieldError {
  const field = [root, ...error.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.') || 'body';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum') {
    return { field, message: `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
  }
  if (error.keyword === 'required') {
    const missing = [field === 'body' ? '' : `${field}.`, params.missingProperty].join('');
    return { field: missing, message: `${missing} is required` };
  }
  if (error.keyword === 'type') return { field, message: `${field} must be ${article(String(params.type))}` };
  return { field, message: `${field} ${error.message ?? 'is invalid'}` };
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * True when the text holds a C0 control character other than tab, LF and CR, or DEL (U+007F). No string of a
 * request may: PostgreSQL cannot store NUL in text, and the others only ever forge log lines or hide text.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** A field name fit for a message: its control characters written as \uXXXX. */
function printable(name: string): string {
  // Every key of every query and body is named on the way down: most have nothing to rewrite.
  if (!hasControlCharacter(name)) return name;
  return Array.from(name, (ch) =>
    hasControlCharacter(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch,
  ).join('');
}

function controlCharacterError(field: string): FieldError {
  return { field, message: `${field} must not contain control characters` };
}

/** Reporting more than this many fields with control characters helps no one. */
const MAX_CONTROL_CHARACTER_ERRORS = 10;

/**
 * Every string of a JSON value (at any depth, object keys included) that holds a control character, as
 * field errors named like Ajv's ('items.0.name'; `root` for the value itself). Iterative: a 16 KB body can
 * nest thousands of levels deep.
 */
function controlCharacterErrors(value: unknown, root: string): FieldError[] {
  const errors: FieldError[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  const join = (parent: string, key: string) => (parent ? `${parent}.${printable(key)}` : printable(key));
  while (stack.length > 0 && errors.length < MAX_CONTROL_CHARACTER_ERRORS) {
    const [item, field] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) errors.push(controlCharacterError(field || root));
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], join(field, String(i))]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (hasControlCharacter(key)) errors.push(controlCharacterError(join(field, key)));
        stack.push([child, join(field, key)]);
      }
    }
  }
  return errors.slice(0, MAX_CONTROL_CHARACTER_ERRORS);
}

/** The path parameters of a path an operation matches, decoded as the router decodes them. */
function pathParameters(operation: Operation, path: string): Record<string, string> {
  const names = Array.from(operation.path.matchAll(/\{([^}]+)\}/g), (m) => m[1] ?? '');
  const values = operation.pattern.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, tryDecodeURIComponent(values[i] ?? '')]));
}

/**
 * Validates requests and responses against openapi.yaml: the document is the single source of truth for
 * what the API accepts and answers.
 */
export class ContractValidator {
  readonly operations: Operation[];
  readonly #doc: OpenApiDocument;
  // Query strings are text: this instance coerces '2' to 2 for integer parameters and fills defaults.
  readonly #requestAjv = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: true,
    useDefaults: true,
  });
  // A JSON body has real types: '2' is not a quantity, so bodies are checked without coercion.
  readonly #bodyAjv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true });
  readonly #responseAjv = new Ajv2020({ allErrors: true, strict: false });
  readonly #cache = new Map<string, ValidateFunction>();
  /** Per operation and place (path or query): its declared parameters and their compiled check. */
  readonly #parameterChecks = new Map<string, { params: Parameter[]; validate: ValidateFunction }>();

  constructor(doc: OpenApiDocument = loadDocument()) {
    this.#doc = doc;
    this.operations = listOperations(doc);
    for (const ajv of [this.#requestAjv, this.#bodyAjv, this.#responseAjv]) {
      addFormats(ajv);
      ajv.addSchema({ $id: DOCUMENT_ID, components: anchorRefs(doc.components) } as JsonSchema);
    }
  }

  #compile(ajv: Ajv2020, key: string, schema: JsonSchema): ValidateFunction {
    let fn = this.#cache.get(key);
    if (!fn) {
      fn = ajv.compile(anchorRefs(schema) as JsonSchema);
      this.#cache.set(key, fn);
    }
    return fn;
  }

  /**
   * Checks the operation's parameters of one kind against their schemas (text coerced to numbers, defaults
   * filled in); answers the declared ones, ignoring the rest.
   */
  #checkParameters(operation: Operation, where: 'path' | 'query', given: Record<string, string>) {
    const key = `${where} ${operation.method} ${operation.path}`;
    let check = this.#parameterChecks.get(key);
    if (!check) {
      const params = operation.parameters.filter((p) => p.in === where);
      const schema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
        required: params.filter((p) => p.required).map((p) => p.name),
      };
      check = { params, validate: this.#compile(this.#requestAjv, key, schema) };
      this.#parameterChecks.set(key, check);
    }
    const { params, validate } = check;
    const values: Record<string, unknown> = {};
    for (const p of params) if (given[p.name] !== undefined) values[p.name] = given[p.name];
    const errors = validate(values) ? [] : (validate.errors ?? []).map((e) => describe(e, ''));
    return { values, errors };
  }

  /** The operation a method and path (relative to /api/v1) address, or why none does. */
  match(method: string, path: string): Operation | 404 | 405 {
    const forPath = this.operations.filter((op) => op.pattern.test(path));
    if (forPath.length === 0) return 404;
    return forPath.find((op) => op.method === method.toUpperCase()) ?? 405;
  }

  /**
   * Checks a request: its method and path (decoded, relative to /api/v1), its query (every value as text)
   * and its JSON body. No string anywhere may hold a control character; then path parameters, query and
   * body must match the operation's schemas. `matched` is what `match(method, path)` answered, when the
   * caller has asked already.
   */
  checkRequest(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    matched?: Operation | 404 | 405,
  ): RequestCheck {
    if (hasControlCharacter(path)) {
      const named = this.operations
        .filter((op) => op.pattern.test(path))
        .flatMap((op) => Object.entries(pathParameters(op, path)))
        .find(([, value]) => hasControlCharacter(value));
      const error = controlCharacterError(named ? named[0] : 'path');
      return { ok: false, status: 400, message: error.message, errors: [error] };
    }
    const operation = matched ?? this.match(method, path);
    if (operation === 404) return { ok: false, status: 404, message: 'Not found' };
    if (operation === 405)
      return { ok: false, status: 405, message: `${method.toUpperCase()} is not allowed here` };

    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    // Every query parameter counts, known or not; a body the operation does not take is never read.
    const errors: FieldError[] = [
      ...controlCharacterErrors(query, ''),
      ...(bodySchema && body !== undefined ? controlCharacterErrors(body, 'body') : []),
    ];

    const pathCheck = this.#checkParameters(operation, 'path', pathParameters(operation, path));
    const queryCheck = this.#checkParameters(operation, 'query', query);
    errors.push(...pathCheck.errors, ...queryCheck.errors);

    if (bodySchema) {
      if (body === undefined && operation.requestBody?.required) {
        errors.push({ field: 'body', message: 'Request body is required' });
      } else if (body !== undefined) {
        const validateBody = this.#compile(
          this.#bodyAjv,
          `body ${operation.method} ${operation.path}`,
          bodySchema,
        );
        if (!validateBody(body)) errors.push(...(validateBody.errors ?? []).map((e) => describe(e, '')));
      }
    }
    if (errors.length > 0)
      return { ok: false, status: 400, message: errors[0]?.message ?? 'Bad request', errors };
    return { ok: true, operation, query: queryCheck.values, body: bodySchema ? body : undefined };
  }

  /** Checks an answer against the response the document declares for its status. */
  checkResponse(
    method: string,
    path: string,
    status: number,
    body: unknown,
  ): { valid: boolean; errors: FieldError[] } {
    const operation = this.match(method, path);
    if (typeof operation === 'number') {
      return {
        valid: false,
        errors: [{ field: 'path', message: `${method} ${path} is not in openapi.yaml` }],
      };
    }
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    // A response may be a reference to components.responses.
    const ref = (declared as { $ref?: string } | undefined)?.$ref;
    const response = ref
      ? (this.#doc.components.responses as Record<string, typeof declared>)[ref.split('/').pop() ?? '']
      : declared;
    const schema = response?.content?.['application/json']?.schema;
    // A declared answer in another media type (a CSV file): its status is declared, and its body is not JSON
    // for a schema to check.
    if (!schema && response?.content && Object.keys(response.content).length > 0)
      return { valid: true, errors: [] };
    if (!schema) {
      return {
        valid: false,
        errors: [{ field: 'status', message: `${status} is not declared for ${operation.path}` }],
      };
    }
    const validate = this.#compile(
      this.#responseAjv,
      `response ${status} ${operation.method} ${operation.path}`,
      schema,
    );
    const valid = validate(body) as boolean;
    return { valid, errors: valid ? [] : (validate.errors ?? []).map((e) => describe(e, '')) };
  }
}
