import { useId } from 'react';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';

export interface MandateRefusedNoticeProps {
  /** The account the bank refused, when known. */
  account?: { bankName: string; last4: string };
  /** Where the shopper sets up direct debit again (the order's mandate setup page); none on that page. */
  setUpAgainHref?: string;
}

/**
 * The bank said no to a direct-debit mandate: the order stays placed and its down payment paid, nothing is
 * taken from that account, and the shopper sets up direct debit again, on another account or the same one.
 * Accessibility: a status region named by its heading; the state is in words, not only in colour.
 */
export function MandateRefusedNotice({ account, setUpAgainHref }: MandateRefusedNoticeProps) {
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="oja-checkout__notice oja-checkout__notice--refused"
    >
      <Badge variant="danger">Not approved</Badge>
      <h2 id={titleId} className="oja-checkout__notice-title">
        Your bank did not approve the direct debit
      </h2>
      <p>
        Your order is placed and your down payment is paid.{' '}
        {account
          ? `${account.bankName} (account ending ${account.last4}) refused the direct debit, so nothing will be taken from it.`
          : 'Your bank refused the direct debit, so nothing will be taken from that account.'}
      </p>
      <p>
        Set up direct debit again, on another bank account or on the same one after speaking to your bank.
        Your instalments start only once a bank approves.
      </p>
      {setUpAgainHref ? <Link href={setUpAgainHref}>Set up direct debit again</Link> : null}
    </section>
  );
}
