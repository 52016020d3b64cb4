import type { Validation } from '@oja/domain';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { ErrorSummaryItem } from '../components/error-summary/error-summary';

/**
 * React Hook Form's resolver around a packages/domain validator, so the rules and their messages live in
 * the domain alone. A valid form hands on the validator's cleaned value (a trimmed email, a +234 phone).
 */
function domainResolver<Values extends FieldValues, Output>(
  validate: (values: Values) => Validation<string, Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { values: result.value, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) errors[field] = { type: 'domain', message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * Gives a form-wide message ('Please fill in all fields') to each of the fields it is about, so each is
 * marked invalid and the error summary can link to it.
 */
export function spreadFormError<Field extends string, Output>(
  result: Validation<string, Output>,
  fields: readonly Field[],
): Validation<string, Output> {
  const message = result.ok ? undefined : result.errors.form;
  if (result.ok || !message) return result;
  const { form: _form, ...rest } = result.errors;
  return { ok: false, errors: { ...rest, ...Object.fromEntries(fields.map((field) => [field, message])) } };
}

/**
 * The one way a form of the shop is written: React Hook Form with the domain's validator as its resolver
 * (the rules and their exact messages live in packages/domain), each field a Field (TextField, SelectField)
 * given `register(name)` and `errors[name]?.message`, so a message shows under its field with aria-invalid.
 * Messages show after the first submit, then follow each change.
 *
 * With an error summary (the auth screens) a failed submit counts up `failedSubmits` (the summary takes focus
 * on each); without one (`focusFirstError`: the address forms, the dialogs) the first field in error takes
 * focus. A form whose submit stays disabled until it is valid (the review form) cannot wait for a submit:
 * `showErrors: 'onTouched'` shows a field's message once the shopper has left it, then follows each change;
 * `'onChange'` judges a field at each change (the short-let search, which shows a pair of dates at once).
 */
export function useDomainForm<Values extends FieldValues, Output>(
  defaultValues: DefaultValues<Values>,
  validate: (values: Values) => Validation<string, Output>,
  {
    focusFirstError = false,
    showErrors = 'onSubmit',
  }: { focusFirstError?: boolean; showErrors?: 'onSubmit' | 'onTouched' | 'onChange' } = {},
) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver: domainResolver(validate),
    shouldFocusError: focusFirstError,
    mode: showErrors,
  });
  // onValid gets the value alone: the screens' onSubmit callbacks take no event.
  const submitWith = (onValid: (value: Output) => void) =>
    form.handleSubmit(
      (value) => onValid(value),
      () => setFailedSubmits((n) => n + 1),
    );
  return { form, failedSubmits, setFailedSubmits, submitWith };
}

/** The summary's items: each invalid field's message with the field's id, in the order of the form. */
export function summaryOf<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldIds: ReadonlyArray<readonly [Path<Values>, string]>,
): ErrorSummaryItem[] {
  return fieldIds.flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ fieldId, message }] : [];
  });
}

/**
 * Shows the server's field messages ('Email is already registered') on their fields, and in the summary,
 * which takes focus as after a failed submit. Keyed by content: the app may pass a new object each render.
 */
export function useServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  serverErrors: Partial<Record<Path<Values>, string>>,
  onShown: () => void,
) {
  const key = JSON.stringify(serverErrors);
  const latest = useRef({ setError, onShown });
  latest.current = { setError, onShown };
  useEffect(() => {
    const found = Object.entries(JSON.parse(key) as Record<string, string | undefined>).filter(
      (entry): entry is [Path<Values>, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    for (const [field, message] of found) latest.current.setError(field, { type: 'server', message });
    if (found.length > 0) latest.current.onShown();
  }, [key]);
}
