import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../badge/badge';
import './sandbox-banner.css';

/** What the marker says by default: nothing in a sandbox shop is real, and where the emails go. */
export const SANDBOX_MESSAGE = 'Test shop: no real payments or deliveries. Emails appear in the server log.';

/** What it adds when the sandbox server listens beyond its own machine (the domain's sentence). */
export { SANDBOX_EXPOSED_MESSAGE } from '@oja/domain';

export type SandboxBannerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The word on the badge; it also names the region for screen readers. */
  label?: string;
  /** One short, plain sentence beside the badge: what is not real here. */
  message?: ReactNode;
  /**
   * The sandbox is reachable from other machines: the warning the strip adds in bold after the message, that
   * anyone who reaches it can read its emails and move its clock (SANDBOX_EXPOSED_MESSAGE, which the server
   * writes into the page).
   */
  exposed?: string | undefined;
};

/**
 * A slim strip above the site header that says the shop is a sandbox (test payments, test checks, emails in
 * the server log), so nobody mistakes it for the live shop. The app renders it only when the page says it
 * is in sandbox mode, `exposed` when the page says that sandbox is reachable from other machines; it has no
 * controls and nothing to dismiss, and it scrolls away with the page.
 *
 * Accessibility: a region named by its badge ('Sandbox'), first in reading order; nothing in it is
 * focusable, so the header's 'Skip to content' stays the keyboard's first stop. The word 'Sandbox' and the
 * sentence carry the meaning, not the amber colour; text contrast is above 4.5:1 (neutral-900 on
 * warning-subtle, white on warning). No motion, no announcement: it is there from the first paint.
 */
export function SandboxBanner({
  label = 'Sandbox',
  message = SANDBOX_MESSAGE,
  exposed,
  className,
  ...props
}: SandboxBannerProps) {
  const labelId = useId();
  return (
    <section
      data-slot="sandbox-banner"
      aria-labelledby={labelId}
      className={cn('oja-sandbox-banner', className)}
      {...props}
    >
      <p className="oja-sandbox-banner__inner">
        <Badge id={labelId} data-slot="sandbox-banner-badge" className="oja-sandbox-banner__badge">
          {label}
        </Badge>
        <span className="oja-sandbox-banner__message">
          {message}
          {exposed ? (
            <>
              {' '}
              <strong className="oja-sandbox-banner__exposed">{exposed}</strong>
            </>
          ) : null}
        </span>
      </p>
    </section>
  );
}
