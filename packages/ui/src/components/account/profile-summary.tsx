import { CREDIT_FROZEN_ACCOUNT_MESSAGE, formatKobo, instalmentLimit, type Kobo } from '@oja/domain';
import { useId } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';

export interface AccountUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  isTier2: boolean;
  residentialAddress?: string | null;
  residentialCity?: string | null;
  residentialState?: string | null;
  /**
   * The limit that applies when the team set one below the tier's (issue 45); absent: the tier's limit.
   */
  instalmentLimitKobo?: Kobo;
  /** The team paused the shopper's instalments (issue 45): said in words in place of the limit. */
  creditFrozen?: boolean;
}

/**
 * Profile summary: the membership tier card (Tier 1 up to ₦500k, Tier 2 up to ₦1m), read-only names, email
 * and phone, and the home address. A Tier 1 shopper's 'Upgrade to Tier 2' asks for the upgrade through
 * `onUpgrade` (the app opens the same request dialog as the cart's 'Upgrade now'; the request waits for the
 * team's income check, which the note under it says). Issue 45: the spec's disabled button left a shopper
 * no way to ask except from a cart above ₦500,000. A limit the team set below the tier's is the one shown,
 * and a freeze is said in words (what still works, and whom to ask).
 */
export function ProfileSummary({ user, onUpgrade }: { user: AccountUser; onUpgrade: () => void }) {
  const noteId = useId();
  const tier = user.isTier2 ? 2 : 1;
  const address = [user.residentialAddress, user.residentialCity, user.residentialState]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="oja-account__stack">
      <div className="oja-account__card oja-account__card--tier">
        <p className="oja-account__card-title">Tier {tier} member</p>
        {user.creditFrozen ? (
          <p role="status">{CREDIT_FROZEN_ACCOUNT_MESSAGE}</p>
        ) : (
          <p>
            You can buy on instalments up to{' '}
            <strong>{formatKobo(user.instalmentLimitKobo ?? instalmentLimit(user.isTier2))}</strong>.
          </p>
        )}
        {user.isTier2 ? null : (
          <Button variant="secondary" onClick={onUpgrade} aria-describedby={noteId}>
            Upgrade to Tier 2
          </Button>
        )}
        {user.isTier2 ? null : (
          <p id={noteId} className="oja-account__muted">
            Upgrades are granted after income verification.
          </p>
        )}
      </div>
      <div className="oja-account__fields">
        <TextField label="First name" value={user.firstName} readOnly />
        <TextField label="Last name" value={user.lastName} readOnly />
        <TextField label="Email" value={user.email} readOnly />
        <TextField label="Phone number" value={user.phoneNumber} readOnly />
      </div>
      <div className="oja-account__card">
        <p className="oja-account__card-title">Home address</p>
        <p>{address || 'Not added yet. Verify your residential address to add it.'}</p>
      </div>
    </div>
  );
}
