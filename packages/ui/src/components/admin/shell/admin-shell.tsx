import type { StaffRole } from '@oja/domain';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { type AdminHrefs, type AdminSection, adminNavigation, STAFF_ROLE_LABELS } from './admin-navigation';
import './admin-shell.css';

export interface AdminShellProps {
  /**
   * The page's title, as the main landmark's h1. Left out when the screen heads itself (the overview, orders
   * and order screens write their own h1 with what goes beside it), so a page has one h1.
   */
  title?: string | undefined;
  /** The signed-in staff member. */
  member: { name: string; role: StaffRole };
  /** What their role may do (the session's permissions): an entry shows only when they allow it. */
  permissions: readonly string[];
  /** Where each screen is: a screen the app does not have yet has no href, and no entry. */
  hrefs: Partial<AdminHrefs>;
  /** The entry of the page shown (marked as the current page). */
  current?: AdminSection;
  onSignOut: () => void;
  /** 'Signing out...' while the session ends. */
  signingOut?: boolean;
  /** The member's own recovery codes page and how many codes they have left (a link under their name). */
  recovery?: { href: string; left: number };
  children?: ReactNode;
}

/**
 * The operator console's frame: a skip link, the side navigation (each screen the member's permissions
 * allow), who is signed in and in which role, Sign out, and the main landmark with the page's title.
 * Accessibility: the navigation is a landmark named 'Console'; the current page's link has
 * aria-current="page"; the skip link is the first stop and focuses the main content.
 */
export function AdminShell({
  title,
  member,
  permissions,
  hrefs,
  current,
  onSignOut,
  signingOut = false,
  recovery,
  children,
}: AdminShellProps) {
  const mainId = useId();
  const entries = adminNavigation(permissions, hrefs);
  return (
    <div className="oja-admin" data-slot="admin-shell">
      <a className="oja-skip-link" href={`#${mainId}`}>
        Skip to main content
      </a>
      <aside className="oja-admin__side">
        <p className="oja-admin__brand">
          Oja <span>Console</span>
        </p>
        <nav aria-label="Console" className="oja-admin__nav">
          <ul>
            {entries.map((entry) => (
              <li key={entry.section}>
                <Link href={entry.href} aria-current={entry.section === current ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="oja-admin__member">
          <p>
            <span className="oja-admin__member-name">{member.name}</span>
            <span className="oja-admin__member-role">{STAFF_ROLE_LABELS[member.role]}</span>
          </p>
          {recovery ? (
            <Link className="oja-admin__recovery" href={recovery.href}>
              Recovery codes: {recovery.left} left
            </Link>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut} fullWidth>
            {signingOut ? 'Signing out...' : 'Sign out'}
          </Button>
        </div>
      </aside>
      <main id={mainId} tabIndex={-1} className="oja-admin__main">
        {title ? <h1 className="oja-admin__title">{title}</h1> : null}
        {children}
      </main>
    </div>
  );
}
