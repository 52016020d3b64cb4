import { type ReactNode, useId } from 'react';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import './account.css';

export type AccountSection =
  | 'profile-summary'
  | 'account-verification'
  | 'delivery-address'
  | 'feedback'
  | 'resolution-centre';

const SECTIONS: Array<{ id: AccountSection; label: string }> = [
  { id: 'profile-summary', label: 'Profile summary' },
  { id: 'account-verification', label: 'Account verification' },
  { id: 'delivery-address', label: 'Delivery address' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'resolution-centre', label: 'Resolution Centre' },
];

/**
 * The account area: the side menu and the chosen section. Accessibility: the menu is a
 * navigation landmark with the current section marked aria-current; the section's title is the page's h1.
 */
export function AccountLayout({
  section,
  title,
  children,
  hrefs,
}: {
  section: AccountSection;
  title: string;
  children: ReactNode;
  /** Where each section of the side menu lives. */
  hrefs: Pick<ShopHrefs, 'accountSection'>;
}) {
  const titleId = useId();
  return (
    <div className="oja-account" data-slot="account-layout">
      <nav aria-label="Account" className="oja-account__menu">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <Link href={hrefs.accountSection(s.id)} aria-current={s.id === section ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="oja-account__content" aria-labelledby={titleId}>
        <h1 id={titleId} className="oja-account__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
