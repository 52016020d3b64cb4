import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { paths } from './generated/schema.d.ts';

/**
 * Typed access to what the contract middleware validated, with types generated from openapi.yaml by
 * openapi-typescript (`npm run generate -w @oja/api`, into the git-ignored `generated/`). A handler names its
 * operation as the document writes it, `bodyOf<'/auth/login', 'post'>(c)`, and reads the request body or
 * query as the contract has it: the types cannot drift from the document the requests were checked against.
 */

/** A path of openapi.yaml, as the document writes it ('/products/get-single-product/{id}'). */
export type ApiPath = keyof paths;

/** The methods a path of the document declares. */
export type MethodOf<P extends ApiPath> = {
  [M in keyof paths[P]]-?: M extends 'parameters' ? never : [paths[P][M]] extends [undefined] ? never : M;
}[keyof paths[P]] &
  string;

type OperationOf<P extends ApiPath, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation, as validated (defaults of its schema applied). */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * The query of an operation, as validated: numbers coerced and defaults applied. openapi-typescript marks
 * a parameter with a default optional (a client may leave it out); `Defaulted` names the parameters whose
 * default the contract middleware has filled in, so the handler reads them as present.
 */
export type QueryOf<
  P extends ApiPath,
  M extends MethodOf<P>,
  Defaulted extends keyof RawQueryOf<P, M> = never,
> = Omit<RawQueryOf<P, M>, Defaulted> & Required<Pick<RawQueryOf<P, M>, Defaulted>>;

type RawQueryOf<P extends ApiPath, M extends MethodOf<P>> =
  OperationOf<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/**
 * The one place where the validated values meet their types. The middleware records which operation it
 * validated the request against; a handler that names another operation is a programming error, caught here
 * on its first request rather than by reading fields of the wrong shape.
 */
function checkedOperation(c: Context<ApiEnv>, path: string, method: string): void {
  const validated = c.get('operation');
  if (validated?.path !== path || validated.method !== method.toUpperCase()) {
    throw new Error(
      `Handler reads ${method.toUpperCase()} ${path}, but the request was validated as ` +
        `${validated ? `${validated.method} ${validated.path}` : 'nothing'}`,
    );
  }
}

/** The request body of operation `M path`, validated against openapi.yaml by the contract middleware. */
export function bodyOf<P extends ApiPath, M extends MethodOf<P>>(
  c: Context<ApiEnv>,
  path: P,
  method: M,
): BodyOf<P, M> {
  checkedOperation(c, path, method);
  return c.get('body') as BodyOf<P, M>;
}

/**
 * The query of operation `M path`, validated against openapi.yaml by the contract middleware (numbers coerced,
 * defaults applied: name the parameters that have one in `Defaulted`).
 */
export function queryOf<
  P extends ApiPath,
  M extends MethodOf<P>,
  Defaulted extends keyof RawQueryOf<P, M> = never,
>(c: Context<ApiEnv>, path: P, method: M, ...defaulted: Defaulted[]): QueryOf<P, M, Defaulted> {
  checkedOperation(c, path, method);
  const query = c.get('query');
  const missing = defaulted.filter((name) => query[name as string] === undefined);
  if (missing.length > 0) throw new Error(`${path}: no default was applied to ${missing.join(', ')}`);
  return query as QueryOf<P, M, Defaulted>;
}
