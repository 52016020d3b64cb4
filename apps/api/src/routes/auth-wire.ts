import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from '../env.ts';

/** An error answer; `fieldErrors` (one message per field) becomes the `errors` list. */
export function fail(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  message: string,
  fieldErrors?: Partial<Record<string, string>>,
) {
  const errors = Object.entries(fieldErrors ?? {}).flatMap(([field, m]) =>
    m ? [{ field, message: m }] : [],
  );
  return c.json(
    errors.length > 0 ? { success: false, message, errors } : { success: false, message },
    status,
  );
}

/** A domain validator's failure as a 400 whose message is the first field's. */
export function invalid(c: Context<ApiEnv>, errors: Partial<Record<string, string>>) {
  const first = Object.values(errors).find(Boolean) ?? 'Bad request';
  return fail(c, 400, first, errors);
}
