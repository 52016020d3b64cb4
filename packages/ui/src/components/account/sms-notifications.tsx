import { useId } from 'react';
import './account.css';

export interface SmsNotificationsProps {
  /** The account's phone number (+234…), where the texts go. */
  phoneNumber: string;
  /** Whether reminders, failed-debit and refund notices also go by SMS. */
  enabled: boolean;
  /** A change is being saved: the switch waits (and says so) until the answer. */
  saving?: boolean;
  /** Why the last change was not saved (the switch shows the stored choice). */
  error?: string | null;
  onChange: (enabled: boolean) => void;
}

/**
 * The shopper's SMS choice in the account area: one switch (a button with role 'switch', so screen readers
 * say 'on' or 'off'), what the texts are, where they go, and that STOP works too. Emails go either way.
 */
export function SmsNotifications({
  phoneNumber,
  enabled,
  saving = false,
  error,
  onChange,
}: SmsNotificationsProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="oja-account__card">
      <div className="oja-sms-switch">
        <span id={labelId} className="oja-account__card-title">
          SMS notifications
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-busy={saving || undefined}
          disabled={saving}
          className="oja-sms-switch__control"
          onClick={() => onChange(!enabled)}
        >
          <span className="oja-sms-switch__thumb" aria-hidden="true" />
        </button>
        <span className="oja-sms-switch__state" aria-hidden="true">
          {saving ? 'Saving…' : enabled ? 'On' : 'Off'}
        </span>
      </div>
      <p id={hintId} className="oja-account__muted">
        Instalment reminders (3 days and 1 day before a debit), failed debits and refunds are texted to{' '}
        {phoneNumber} as well as emailed. You can also reply STOP to any text.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="oja-sms-switch__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
