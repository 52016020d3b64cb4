import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env.ts';
import type { ContractValidator } from './openapi/validator.ts';

/**
 * Checks every request under /api/v1 against openapi.yaml before a handler runs: unknown paths 404,
 * undeclared methods 405, a query or body that breaks the contract 400 with a message. Nothing is written.
 */
export function contractMiddleware(
  validator: ContractValidator,
  basePath: string,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(basePath.length) || '/';
    let body: unknown;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          return c.json({ success: false, message: 'Request body is not valid JSON' }, 400);
        }
      }
    }
    const check = validator.checkRequest(c.req.method, path, c.req.query(), body);
    if (!check.ok) {
      const payload = check.errors
        ? { success: false, message: check.message, errors: check.errors }
        : { success: false, message: check.message };
      return c.json(payload, check.status);
    }
    c.set('query', check.query);
    c.set('body', check.body);
    await next();
  };
}
