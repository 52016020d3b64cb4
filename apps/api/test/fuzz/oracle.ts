import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { getPath, getQueryParam, tryDecodeURIComponent } from 'hono/utils/url';
import type { JsonSchema, OpenApiDocument, Operation } from '../../src/openapi/document.ts';
import type { ContractValidator } from '../../src/openapi/validator.ts';
import { bodySchemaOf, requiresBearer } from './requests.ts';
import { hasRefusedControl } from './schema-values.ts';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** The request as the server receives it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  /** Whether it carries the shopper's token while that session is live. */
  liveToken: boolean;
}

const MAX_BODY_BYTES = 16 * 1024;

function controlCharacterIn(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasRefusedControl(item)) return true;
    } else if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasRefusedControl(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Decides, independently of the server's middleware, whether a request breaks the contract: what the
 * document says (schemas checked by a separate Ajv, methods, media type, bearer security), the 16 KB body
 * limit, and the rule that no string carries a control character. The URL is decoded as the router
 * decodes it (Hono's own functions), so both see the same path and query.
 */
export class Oracle {
  readonly #contract: ContractValidator;
  readonly #doc: OpenApiDocument;
  readonly #coercing = new Ajv2020({ allErrors: false, strict: false, coerceTypes: true });
  readonly #strict = new Ajv2020({ allErrors: false, strict: false });
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument, contract: ContractValidator) {
    this.#doc = doc;
    this.#contract = contract;
    addFormats(this.#coercing);
    addFormats(this.#strict);
  }

  #compile(ajv: Ajv2020, key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.#compiled.get(key);
    if (!validate) {
      // '#/components/...' resolves inside the compiled schema: give it the document's components.
      validate = ajv.compile({ ...schema, components: this.#doc.components });
      this.#compiled.set(key, validate);
    }
    return validate;
  }

  /** Whether an answer is the document's ErrorResponse (for the statuses an operation does not declare). */
  isErrorResponse(body: unknown): boolean {
    const schema = (this.#doc.components.schemas as Record<string, JsonSchema>).ErrorResponse as JsonSchema;
    return this.#compile(this.#strict, 'ErrorResponse', schema)(body) as boolean;
  }

  /** The path relative to /api/v1 as the server sees it (decoded), and the operation it addresses. */
  route(request: SentRequest): { path: string; operation: Operation | 404 | 405 } {
    const path = getPath(new Request(request.url)).replace(/^\/api\/v1/, '') || '/';
    return { path, operation: this.#contract.match(request.method, path) };
  }

  /** Why the request breaks the contract, or null when it keeps it. */
  breach(request: SentRequest): string | null {
    const { path, operation } = this.route(request);
    if (hasRefusedControl(path)) return 'control character in the path';
    if (operation === 404) return 'unknown path';
    if (operation === 405) return 'undeclared method';
    if ((request.body?.byteLength ?? 0) > MAX_BODY_BYTES) return 'body over 16 KB';

    const query = (getQueryParam(request.url) ?? {}) as Record<string, string>;
    if (controlCharacterIn(query)) return 'control character in the query';
    const names = Array.from(operation.path.matchAll(/\{([^}]+)\}/g), (m) => m[1] as string);
    const values = operation.pattern.exec(path)?.slice(1) ?? [];
    const pathValues = Object.fromEntries(names.map((n, i) => [n, tryDecodeURIComponent(values[i] ?? '')]));
    for (const where of ['path', 'query'] as const) {
      const params = operation.parameters.filter((p) => p.in === where);
      if (params.length === 0) continue;
      const given = where === 'path' ? pathValues : query;
      const known = Object.fromEntries(
        params.filter((p) => p.name in given).map((p) => [p.name, given[p.name]]),
      );
      const validate = this.#compile(this.#coercing, `${where} ${operation.method} ${operation.path}`, {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
        required: params.filter((p) => p.required).map((p) => p.name),
      });
      if (!validate(known))
        return `${where} breaks its schema: ${validate.errors?.[0]?.instancePath} ${validate.errors?.[0]?.message}`;
    }

    const bodySchema = bodySchemaOf(operation);
    if (bodySchema) {
      // As the server reads it: UTF-8 with a leading BOM dropped and bad bytes replaced.
      const text = new TextDecoder().decode(request.body ?? new Uint8Array());
      if (text.trim() === '') {
        if (operation.requestBody?.required) return 'no body';
      } else {
        const contentType = request.headers['content-type'];
        const type = contentType?.split(';')[0]?.trim().toLowerCase();
        if (type !== undefined && type !== 'application/json' && !/^application\/[^/\s]+\+json$/.test(type)) {
          return 'body not in JSON';
        }
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return 'malformed JSON';
        }
        if (controlCharacterIn(body)) return 'control character in the body';
        const validate = this.#compile(
          this.#strict,
          `body ${operation.method} ${operation.path}`,
          bodySchema,
        );
        if (!validate(body)) {
          return `body breaks its schema: ${validate.errors?.[0]?.instancePath} ${validate.errors?.[0]?.message}`;
        }
      }
    }
    if (requiresBearer(operation) && !request.liveToken) return 'no live bearer token';
    return null;
  }
}
