import { useId } from 'react';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';

export interface MandatePendingNoticeProps {
  /** The account the mandate is on, when known. */
  account?: { bankName: string; last4: string };
  hrefs: Pick<ShopHrefs, 'purchases'>;
  /**
   * Where a shopper who left the bank's page before answering goes back to it (the order's mandate setup
   * page); none on that page itself.
   */
  continueHref?: string;
}

/**
 * A direct-debit mandate the bank has not approved yet ('pending bank approval'), in plain words: the order
 * is placed, nothing more is taken until the bank says yes, and the shopper has nothing to do but wait.
 * Accessibility: a status region named by its heading, so the news is announced politely.
 */
export function MandatePendingNotice({ account, hrefs, continueHref }: MandatePendingNoticeProps) {
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="oja-checkout__notice oja-checkout__notice--pending"
    >
      <Badge variant="warning">Pending bank approval</Badge>
      <h2 id={titleId} className="oja-checkout__notice-title">
        Waiting for your bank to approve your direct debit
      </h2>
      <p>
        Your order is placed and your down payment is paid.{' '}
        {account
          ? `${account.bankName} (account ending ${account.last4}) has not approved the direct debit yet.`
          : 'Your bank has not approved the direct debit yet.'}
      </p>
      <ul className="oja-checkout__next">
        <li>Banks usually approve within a few minutes; some take longer.</li>
        <li>You don't need to do anything. We'll email you as soon as your bank approves.</li>
        <li>No instalment is taken from your account before your bank approves.</li>
        <li>If your bank refuses, we'll email you and you can set up direct debit on another account.</li>
        {continueHref ? (
          <li>
            Left your bank's page before approving?{' '}
            <Link href={continueHref}>Continue your direct debit setup</Link>.
          </li>
        ) : null}
      </ul>
      <p>
        You can check the status any time in <Link href={hrefs.purchases}>My purchases</Link>.
      </p>
    </section>
  );
}
