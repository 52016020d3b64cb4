import { type ReactNode, useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../text-field/text-field';

/**
 * Where a request form stands: idle (being filled in; the domain's messages show after a Send), sending (the
 * app's call runs), sent (stored and emailed: the confirmation replaces the form), error (the server refused
 * it or could not be reached: its message above the form, the fields kept).
 */
export type RequestFormStatus = 'idle' | 'sending' | 'sent' | 'error';

/** The server's answer to a sent request, as the confirmation shows it. */
export interface SentRequest {
  /** 'OJA-REQ-000042'. */
  reference: string;
  /** Where the confirmation email went. */
  email: string;
}

/** Who is asking, as a signed-in shopper's account fills it in (a guest types it). */
export interface RequestContactDefaults {
  name?: string;
  phone?: string;
  email?: string;
}

export const REQUEST_FAILED = 'We could not send your request. Check your connection and try again.';

/** The confirmation that replaces a sent form: a status, so a screen reader reads it when it appears. */
export function RequestSent({
  title,
  sent,
  children,
}: {
  title: string;
  sent: SentRequest;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="oja-estate__request-sent" data-slot="request-sent">
      <p className="oja-estate__strong">{title}</p>
      <p>
        We have emailed the details to <span className="oja-estate__strong">{sent.email}</span>. Your
        reference is <span className="oja-estate__strong">{sent.reference}</span>.
      </p>
      {children}
    </div>
  );
}

/** The server's refusal (or a lost connection) above the form: an alert. */
export function RequestError({ message }: { message?: string | undefined }) {
  return (
    <p role="alert" className="oja-estate__message oja-estate__message--error">
      {message || REQUEST_FAILED}
    </p>
  );
}

/**
 * Fills in the contact fields a signed-in shopper's account gives once it is known (the page may render
 * before it is), leaving whatever the shopper has typed.
 */
export function useContactDefaults(
  defaults: RequestContactDefaults,
  getValue: (field: 'name' | 'phone' | 'email') => string,
  setValue: (field: 'name' | 'phone' | 'email', value: string) => void,
) {
  const key = JSON.stringify(defaults);
  const latest = useRef({ getValue, setValue });
  latest.current = { getValue, setValue };
  useEffect(() => {
    const given = JSON.parse(key) as RequestContactDefaults;
    for (const field of ['name', 'phone', 'email'] as const) {
      const value = given[field];
      if (value && latest.current.getValue(field) === '') latest.current.setValue(field, value);
    }
  }, [key]);
}

/** The fields every request asks for. */
type ContactField = 'name' | 'phone' | 'email';

/** Name, phone and email, the same in every request form (the agent calls or writes back). */
export function ContactFields({
  fields,
  errors,
}: {
  /** Registered by the form itself, in its render: the first wrong field in page order takes focus. */
  fields: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, { message?: string | undefined } | undefined>>;
}) {
  return (
    <>
      <TextField {...fields.name} label="Your name" autoComplete="name" error={errors.name?.message} />
      <TextField
        {...fields.phone}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="A Nigerian number, e.g. 0803 123 4567"
        error={errors.phone?.message}
      />
      <TextField
        {...fields.email}
        label="Email"
        type="email"
        autoComplete="email"
        hint="We email your confirmation here"
        error={errors.email?.message}
      />
    </>
  );
}
