import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';
import './legal.css';

export type ProviderPolicyLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel' | 'children'> & {
  /** The payment provider's end-user policy. The app passes the one of the provider it runs on. */
  href: string;
  /** The provider's name, as shoppers know it ('Paystack'). */
  providerName: string;
};

/**
 * The payment provider's end-user policy: an outside page, so it opens in a new tab, and says so to screen
 * readers as well as with a visible icon. A plain anchor, not ui's Link: the app's router must not handle it.
 */
export function ProviderPolicyLink({ href, providerName, className, ...props }: ProviderPolicyLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('oja-legal__provider-link', className)}
      {...props}
    >
      {providerName} end-user policy
      <span className="oja-sr-only"> (opens in a new tab)</span>
      <svg
        aria-hidden="true"
        focusable="false"
        width={14}
        height={14}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  );
}
