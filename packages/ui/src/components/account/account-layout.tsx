import { type ReactNode, useId } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
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

/** The account area's address for a section. */
export const accountHref = (section: AccountSection) => `/user-dashboard/account-profile/${section}`;

/**
 * /user-dashboard/account-profile: the side menu and the chosen section. Accessibility: the menu is a
 * navigation landmark with the current section marked aria-current; the section's title is the page's h1.
 */
export function AccountLayout({
  section,
  title,
  children,
  onNavigate,
}: {
  section: AccountSection;
  title: string;
  children: ReactNode;
  onNavigate?: NavigateHandler;
}) {
  const titleId = useId();
  return (
    <div className="oja-account" data-slot="account-layout">
      <nav aria-label="Account" className="oja-account__menu">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={accountHref(s.id)}
                aria-current={s.id === section ? 'page' : undefined}
                onClick={(event) => handleLinkClick(event, accountHref(s.id), onNavigate)}
              >
                {s.label}
              </a>
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
