import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  type JsonSchema,
  listOperations,
  loadDocument,
  type OpenApiDocument,
  type Operation,
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

  /** The operation a method and path (relative to /api/v1) address, or why none does. */
  match(method: string, path: string): Operation | 404 | 405 {
    const forPath = this.operations.filter((op) => op.pattern.test(path));
    if (forPath.length === 0) return 404;
    return forPath.find((op) => op.method === method.toUpperCase()) ?? 405;
  }

  checkRequest(method: string, path: string, query: Record<string, string>, body: unknown): RequestCheck {
    const operation = this.match(method, path);
    if (operation === 404) return { ok: false, status: 404, message: 'Not found' };
    if (operation === 405)
      return { ok: false, status: 405, message: `${method.toUpperCase()} is not allowed here` };

    const params = operation.parameters.filter((p) => p.in === 'query');
    const known: Record<string, unknown> = {};
    for (const p of params) if (query[p.name] !== undefined) known[p.name] = query[p.name];
    const schema = {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    };
    const validateQuery = this.#compile(
      this.#requestAjv,
      `query ${operation.method} ${operation.path}`,
      schema,
    );
    const errors: FieldError[] = validateQuery(known)
      ? []
      : (validateQuery.errors ?? []).map((e) => describe(e, ''));

    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
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
    return { ok: true, operation, query: known, body };
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
