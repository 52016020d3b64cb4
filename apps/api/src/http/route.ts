import { type Context, type Env, Hono, type MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { OperationKey, RequestOf } from '../openapi/operations.ts';

/** A handler of operation K: its context (the env its middleware give it) and its validated request. */
type RouteHandler<K extends OperationKey, E extends Env> = (
  c: Context<E>,
  request: RequestOf<K>,
) => Response | Promise<Response>;

/** One operation of openapi.yaml, ready to be mounted by `routes`. */
export interface Route {
  method: string;
  /** Hono's spelling of the document's path: '{id}' is ':id'. */
  path: string;
  handlers: MiddlewareHandler<ApiEnv>[];
}

/**
 * A handler for one operation of openapi.yaml, named once as 'METHOD /path' (the document's spelling): Hono
 * serves it at that path, and the handler gets the body, query and path parameters the contract middleware
 * validated, typed from the document. Middleware before it (requireUser, optionalUser, limitProviderCalls)
 * add what they set to the handler's context type: `c.get('user')` compiles only behind requireUser.
 */
export function route<K extends OperationKey>(operation: K, handler: RouteHandler<K, ApiEnv>): Route;
export function route<K extends OperationKey, E1 extends Env>(
  operation: K,
  first: MiddlewareHandler<E1>,
  handler: RouteHandler<K, ApiEnv & E1>,
): Route;
export function route<K extends OperationKey, E1 extends Env, E2 extends Env>(
  operation: K,
  first: MiddlewareHandler<E1>,
  second: MiddlewareHandler<E2>,
  handler: RouteHandler<K, ApiEnv & E1 & E2>,
): Route;
export function route(operation: OperationKey, ...chain: unknown[]): Route {
  const [method = '', path = ''] = operation.split(' ');
  const handler = chain.pop() as RouteHandler<OperationKey, ApiEnv>;
  const middleware = chain as MiddlewareHandler<ApiEnv>[];
  const run: MiddlewareHandler<ApiEnv> = async (c) => {
    // Hono's router and the contract's matcher read the same path, so they agree; should two of the
    // document's paths ever overlap so that they do not, this stops the handler before it reads the wrong shape.
    const validated = c.get('operation');
    if (validated?.path !== path || validated.method !== method) {
      throw new Error(
        `${operation} was routed a request validated as ${validated ? `${validated.method} ${validated.path}` : 'nothing'}`,
      );
    }
    const request = { body: c.get('body'), query: c.get('query'), params: c.req.param() };
    return handler(c, request as RequestOf<OperationKey>);
  };
  return {
    method,
    path: path.replace(/\{([^}]+)\}/g, ':$1'),
    handlers: [...middleware, run],
  };
}

/** The routes of one file as a Hono app, mounted by app.ts under /api/v1. */
export function routes(...list: Route[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  for (const { method, path, handlers } of list) app.on(method, [path], ...handlers);
  return app;
}

/**
 * The query with the parameters named typed as present: the ones whose default openapi.yaml gives, which the
 * contract middleware has filled in. A name without a default is a programming error, caught on its first
 * request.
 */
export function defaulted<Q extends object, N extends keyof Q>(
  query: Q,
  ...names: N[]
): Q & { [P in N]-?: Exclude<Q[P], undefined> } {
  const missing = names.filter((name) => query[name] === undefined);
  if (missing.length > 0) throw new Error(`no default was applied to ${missing.map(String).join(', ')}`);
  return query as Q & { [P in N]-?: Exclude<Q[P], undefined> };
}
