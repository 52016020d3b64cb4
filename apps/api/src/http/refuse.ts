import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '../openapi/validator.ts';

/** What a refusal may carry besides its message: one error per broken rule, or the contract's `data`. */
interface RefusalDetails {
  errors?: readonly FieldError[];
  /** Only where openapi.yaml gives a refusal data (the login's 403 VerificationRequired). */
  data?: object;
}

/**
 * Every error answer of the API, in one shape: `{ success: false, message }`, then `errors` or `data` when
 * given. requestLogging (ops/log.ts) adds the request's id, as `requestId`, on the way out.
 */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  { errors, data }: RefusalDetails = {},
) {
  return c.json(
    {
      success: false as const,
      message,
      ...(errors === undefined ? {} : { errors }),
      ...(data === undefined ? {} : { data }),
    },
    status,
  );
}

/**
 * A validator's failure as a 400 whose message is the first broken rule's: a list as the wire has it, or the
 * domain's `{ field: message }` (fields without a message left out; with none left, no `errors`).
 */
export function refuseInvalid(c: Context, errors: readonly FieldError[] | Partial<Record<string, string>>) {
  const list = Array.isArray(errors)
    ? errors
    : Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return refuse(c, 400, list[0]?.message ?? 'Bad request', list.length > 0 ? { errors: list } : {});
}
