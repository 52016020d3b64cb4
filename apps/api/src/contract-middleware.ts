import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env.ts';
import { refuse } from './http/refuse.ts';
import type { ContractValidator } from './openapi/validator.ts';

/** application/json, or a JSON-based media type (application/problem+json); parameters aside. */
function isJsonMediaType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type);
}

/**
 * Checks every request under /api/v1 against openapi.yaml before a handler runs: unknown paths 404,
 * undeclared methods 405, a body in another media type than JSON 415, a path, query or body that breaks the
 * contract (or holds a control character) 400 with a message. Nothing is written. A body is read only for
 * the operations that take one.
 */
export function contractMiddleware(
  validator: ContractValidator,
  basePath: string,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(basePath.length) || '/';
    const operation = validator.match(c.req.method, path);
    let body: unknown;
    if (typeof operation === 'object' && operation.requestBody) {
      const text = await c.req.text();
      if (text.trim() !== '') {
        const contentType = c.req.header('content-type');
        if (contentType !== undefined && !isJsonMediaType(contentType)) {
          return refuse(c, 415, 'Content-Type must be application/json');
        }
        try {
          body = JSON.parse(text);
        } catch {
          return refuse(c, 400, 'Request body is not valid JSON');
        }
      }
    }
    const check = validator.checkRequest(c.req.method, path, c.req.query(), body, operation);
    if (!check.ok) {
      return refuse(c, check.status, check.message, { errors: check.errors });
    }
    c.set('operation', check.operation);
    c.set('query', check.query);
    c.set('body', check.body);
    await next();
  };
}
