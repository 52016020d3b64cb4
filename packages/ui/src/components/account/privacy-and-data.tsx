import { useId, useState } from 'react';
import { Button } from '../button/button';
import './account.css';

/** One marketing consent the shopper may give or withdraw, with the words they agree to. */
export interface MarketingChoice {
  kind: 'marketing-email' | 'marketing-sms';
  text: string;
  given: boolean;
}

export interface PrivacyAndDataProps {
  choices: readonly MarketingChoice[];
  /** The consent being saved: its switch waits until the answer. */
  savingKind?: MarketingChoice['kind'] | null;
  /** Why the last change of a consent was not saved. */
  consentError?: string | null;
  onConsentChange: (kind: MarketingChoice['kind'], given: boolean) => void;
  /** The download is being prepared. */
  downloading?: boolean;
  /** The downloaded archive's summary, shown once the file is saved. */
  downloadSummary?: readonly string[] | null;
  onDownload: () => void;
  /** Where the shopper corrects their details (the profile and addresses above). */
  correctHref: string;
  /** The request to close is being answered. */
  closing?: boolean;
  /** Why the account could not be closed, in the server's words. */
  closeError?: string | null;
  onClose: () => void;
}

const LABELS: Record<MarketingChoice['kind'], string> = {
  'marketing-email': 'Offers by email',
  'marketing-sms': 'Offers by SMS',
};

/**
 * The account area's privacy card (NDPA): marketing consents as switches (withdrawn at once), Download my
 * data, where to correct details, and Close my account, asked twice and refused in words while money is owed.
 */
export function PrivacyAndData({
  choices,
  savingKind = null,
  consentError,
  onConsentChange,
  downloading = false,
  downloadSummary,
  onDownload,
  correctHref,
  closing = false,
  closeError,
  onClose,
}: PrivacyAndDataProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const base = useId();
  return (
    <section className="oja-account__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="oja-account__card-title">
        Privacy and your data
      </h2>
      {choices.map((choice) => {
        const labelId = `${base}-${choice.kind}`;
        const saving = savingKind === choice.kind;
        return (
          <div key={choice.kind}>
            <div className="oja-sms-switch">
              <span id={labelId}>{LABELS[choice.kind]}</span>
              <button
                type="button"
                role="switch"
                aria-checked={choice.given}
                aria-labelledby={labelId}
                aria-describedby={`${labelId}-text`}
                aria-busy={saving || undefined}
                disabled={saving}
                className="oja-sms-switch__control"
                onClick={() => onConsentChange(choice.kind, !choice.given)}
              >
                <span className="oja-sms-switch__thumb" aria-hidden="true" />
              </button>
              <span className="oja-sms-switch__state" aria-hidden="true">
                {saving ? 'Saving…' : choice.given ? 'On' : 'Off'}
              </span>
            </div>
            <p id={`${labelId}-text`} className="oja-account__muted">
              {choice.text}
            </p>
          </div>
        );
      })}
      {consentError ? (
        <p role="alert" className="oja-sms-switch__error">
          {consentError}
        </p>
      ) : null}
      <p className="oja-account__muted">
        Download a copy of everything we keep about you: your account, addresses, orders, payments, refunds,
        messages, consents and sign-ins. Something wrong? <a href={correctHref}>Correct your details</a>.
      </p>
      <div>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </Button>
      </div>
      {downloadSummary && downloadSummary.length > 0 ? (
        <div role="status">
          <p>Your data is saved as a file. It holds:</p>
          <ul>
            {downloadSummary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {confirming ? (
        <fieldset className="oja-account__close">
          <legend>Close my account</legend>
          <p>
            Closing your account deletes your name, contacts and addresses at once and signs you out. Records
            of your orders and payments are kept without them for five years, as the law requires.
          </p>
          <div className="oja-account__row">
            <Button variant="danger" onClick={onClose} disabled={closing} aria-busy={closing || undefined}>
              {closing ? 'Closing…' : 'Yes, close my account'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={closing}>
              Keep my account
            </Button>
          </div>
        </fieldset>
      ) : (
        <div>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Close my account
          </Button>
        </div>
      )}
      {closeError ? (
        <p role="alert" className="oja-sms-switch__error">
          {closeError}
        </p>
      ) : null}
    </section>
  );
}
