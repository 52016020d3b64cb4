/** The shape every form validator returns, so a form can show each field's message inline at once. */

/** One message per field that failed; fields that passed are absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A validator's answer: the cleaned value to send when every field holds, else every field's message.
 * Validators never throw at a caller that passed user data.
 */
export type Validation<Field extends string, Value> =
  | { ok: true; value: Value; errors: Record<string, never> }
  | { ok: false; errors: FieldErrors<Field> };

/** Builds a {@link Validation} from collected errors and the value to use when there are none. */
export function toValidation<Field extends string, Value>(
  errors: FieldErrors<Field>,
  value: () => Value,
): Validation<Field, Value> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value(), errors: {} };
}

/** Reads a form value as a string; anything that is not a string counts as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
