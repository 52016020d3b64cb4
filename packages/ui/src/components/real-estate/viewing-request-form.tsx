import {
  type CalendarDate,
  lastViewingDate,
  type ViewingRequest,
  type ViewingRequestField,
  validateViewingRequest,
} from '@oja/domain';
import { useId } from 'react';
import { useDomainForm, useServerErrors } from '../../lib/form';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { TextareaField } from '../text-field/textarea-field';
import {
  ContactFields,
  type RequestContactDefaults,
  RequestError,
  type RequestFormStatus,
  RequestSent,
  type SentRequest,
  useContactDefaults,
} from './request-form-parts';

type ViewingFields = Record<ViewingRequestField, string>;

export interface ViewingRequestFormProps {
  /** Today in Lagos (the shop's clock): the earliest preferred date. */
  today: CalendarDate;
  status?: RequestFormStatus;
  /** With status 'sent': the reference and where the email went. */
  sent?: SentRequest;
  /** With status 'error': the server's message (else a plain sentence). */
  message?: string;
  /** The server's message per field (a 400's `errors`), shown under the fields. */
  serverErrors?: Partial<Record<ViewingRequestField, string>>;
  /** A signed-in shopper's name, phone and email, filled in. */
  defaults?: RequestContactDefaults;
  /** The page's own address: before the app runs (or without JavaScript) the browser posts the form there. */
  action?: string;
  /** A valid request (the domain's cleaned values: the phone as +234…). */
  onSubmit: (request: ViewingRequest) => void;
}

/**
 * 'Request a viewing' of a home to rent: name, phone (a Nigerian number), email (where the confirmation goes),
 * preferred date (today to 90 days ahead) and an optional message, judged by the domain's
 * validateViewingRequest (its messages word for word) after Send. Without JavaScript it is a plain form post
 * to `action` (the server answers with the page and its notice). Once sent, the confirmation replaces it.
 *
 * Accessibility: a region named by its h2; each field labelled, its message tied to it and the first wrong
 * field focused on Send; sending is aria-busy on the button (which keeps focus); sent is a status, a refusal
 * an alert.
 */
export function ViewingRequestForm({
  today,
  status = 'idle',
  sent,
  message,
  serverErrors = {},
  defaults = {},
  action,
  onSubmit,
}: ViewingRequestFormProps) {
  const id = useId();
  const { form, submitWith } = useDomainForm<ViewingFields, ViewingRequest>(
    {
      name: defaults.name ?? '',
      phone: defaults.phone ?? '',
      email: defaults.email ?? '',
      preferredDate: '',
      message: '',
    },
    (fields) => validateViewingRequest(fields, today),
    { focusFirstError: true },
  );
  const { register, setError, formState } = form;
  const { errors } = formState;
  useServerErrors(setError, serverErrors, () => undefined);
  useContactDefaults(defaults, form.getValues, form.setValue);
  const sending = status === 'sending';

  return (
    <section aria-labelledby={`${id}-title`} className="oja-estate__request" data-slot="viewing-request-form">
      <h2 id={`${id}-title`} className="oja-estate__heading">
        Request a viewing
      </h2>
      {status === 'sent' && sent ? (
        <RequestSent title="Viewing request sent." sent={sent}>
          <p>The agent will call you to agree a time.</p>
        </RequestSent>
      ) : (
        <>
          {status === 'error' ? <RequestError message={message} /> : null}
          <form
            method="post"
            action={action}
            noValidate
            className="oja-estate__request-form"
            onSubmit={submitWith((request) => {
              if (!sending) onSubmit(request);
            })}
          >
            <ContactFields
              fields={{ name: register('name'), phone: register('phone'), email: register('email') }}
              errors={errors}
            />
            <TextField
              {...register('preferredDate')}
              label="Preferred date"
              type="date"
              min={today}
              max={lastViewingDate(today)}
              error={errors.preferredDate?.message}
            />
            <TextareaField
              {...register('message')}
              label="Message (optional)"
              hint="A time that suits you, or a question for the agent"
              rows={3}
              error={errors.message?.message}
            />
            <Button type="submit" aria-busy={sending || undefined}>
              {sending ? 'Sending…' : 'Request a viewing'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
