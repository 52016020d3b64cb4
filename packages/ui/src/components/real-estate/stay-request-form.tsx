import {
  type CalendarDate,
  formatKobo,
  kobo,
  nairaToKobo,
  STAY_REQUEST_MAX_NIGHTS,
  type StayRequest,
  type StayRequestField,
  stayNights,
  stayTotal,
  validateStayRequest,
} from '@oja/domain';
import { useId } from 'react';
import { useDomainForm, useServerErrors } from '../../lib/form';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import {
  ContactFields,
  type RequestContactDefaults,
  RequestError,
  type RequestFormStatus,
  RequestSent,
  type SentRequest,
  useContactDefaults,
} from './request-form-parts';

type StayFields = Record<StayRequestField, string>;

/** What the short-let takes and costs. */
export interface StayRequestListing {
  /** Price a night, in naira (as the API sends it). */
  formatted_price: number;
  maxGuests: number;
  minNights: number;
}

export const PAYMENT_LATER =
  'Nothing is charged now: the host confirms your dates first, and payment is arranged after that.';

export interface StayRequestFormProps {
  listing: StayRequestListing;
  /** Today in Lagos (the shop's clock): the earliest check-in. */
  today: CalendarDate;
  status?: RequestFormStatus;
  /** With status 'sent': the reference, the email, and the nights and total the server stored. */
  sent?: SentRequest & { nights: number; total: number };
  /** With status 'error': the server's message. */
  message?: string;
  serverErrors?: Partial<Record<StayRequestField, string>>;
  defaults?: RequestContactDefaults & { checkIn?: string; checkOut?: string };
  /** The page's own address: without JavaScript the browser posts the form there. */
  action?: string;
  /** A valid request (the domain's cleaned values). */
  onSubmit: (request: StayRequest) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Request to book' a short-let: check-in and check-out (from today; at least the home's shortest stay, at
 * most 30 nights), guests (1 to the home's most), name, phone and email, judged by the domain's
 * validateStayRequest. While the dates make a stay it shows the nights and the total (the price a night ×
 * the nights, the domain's stayTotal in kobo) and says payment comes later. Without JavaScript it is a plain
 * form post to `action`. Once sent, the confirmation (with the server's nights and total) replaces it.
 *
 * Accessibility: a region named by its h2; labelled fields with their messages tied to them; the total a
 * polite live region, so a screen reader hears it change with the dates; sent is a status, refusal an alert.
 */
export function StayRequestForm({
  listing,
  today,
  status = 'idle',
  sent,
  message,
  serverErrors = {},
  defaults = {},
  action,
  onSubmit,
}: StayRequestFormProps) {
  const id = useId();
  const limits = { maxGuests: listing.maxGuests, minNights: listing.minNights };
  const { form, submitWith } = useDomainForm<StayFields, StayRequest>(
    {
      checkIn: defaults.checkIn ?? '',
      checkOut: defaults.checkOut ?? '',
      guests: '1',
      name: defaults.name ?? '',
      phone: defaults.phone ?? '',
      email: defaults.email ?? '',
    },
    (fields) => validateStayRequest(fields, today, limits),
    { focusFirstError: true },
  );
  const { register, setError, watch, formState } = form;
  const { errors } = formState;
  useServerErrors(setError, serverErrors, () => undefined);
  useContactDefaults(defaults, form.getValues, form.setValue);
  const sending = status === 'sending';
  const [checkIn, checkOut] = watch(['checkIn', 'checkOut']);
  const nights = stayNights(checkIn, checkOut);
  const price = nairaToKobo(listing.formatted_price) ?? kobo(0);

  return (
    <section aria-labelledby={`${id}-title`} className="oja-estate__request" data-slot="stay-request-form">
      <h2 id={`${id}-title`} className="oja-estate__heading">
        Request to book
      </h2>
      {status === 'sent' && sent ? (
        <RequestSent title="Stay request sent." sent={sent}>
          <p>
            {plural(sent.nights, 'night', 'nights')}, total {formatKobo(nairaToKobo(sent.total))}.{' '}
            {PAYMENT_LATER}
          </p>
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
            <div className="oja-estate__request-dates">
              <TextField
                {...register('checkIn', { deps: ['checkOut'] })}
                label="Check-in"
                type="date"
                min={today}
                error={errors.checkIn?.message}
              />
              <TextField
                {...register('checkOut', { deps: ['checkIn'] })}
                label="Check-out"
                type="date"
                min={checkIn || today}
                hint={`${plural(listing.minNights, 'night', 'nights')} to ${STAY_REQUEST_MAX_NIGHTS} nights`}
                error={errors.checkOut?.message}
              />
            </div>
            <SelectField
              {...register('guests')}
              label="Guests"
              options={Array.from({ length: listing.maxGuests }, (_, i) => ({
                value: String(i + 1),
                label: plural(i + 1, 'guest', 'guests'),
              }))}
              error={errors.guests?.message}
            />
            <ContactFields
              fields={{ name: register('name'), phone: register('phone'), email: register('email') }}
              errors={errors}
            />
            <div className="oja-estate__request-total" aria-live="polite" data-slot="stay-total">
              {nights === null ? (
                <p className="oja-estate__muted">Choose your dates to see the total.</p>
              ) : (
                <p>
                  {formatKobo(price)} × {plural(nights, 'night', 'nights')} ={' '}
                  <span className="oja-estate__strong">{formatKobo(stayTotal(price, nights))}</span>
                </p>
              )}
              <p className="oja-estate__muted">{PAYMENT_LATER}</p>
            </div>
            <Button type="submit" aria-busy={sending || undefined}>
              {sending ? 'Sending…' : 'Request to book'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
