import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import './site-footer.css';

/** The footer's link groups: the spec's static pages. */
export const FOOTER_GROUPS = [
  {
    title: 'Oja',
    links: [
      { label: 'About us', href: '/about-us' },
      { label: 'How it works', href: '/how-it-works' },
      { label: 'Buying guide', href: '/buying-guide' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help center', href: '/help-center' },
      { label: 'Contact us', href: '/contact-us' },
      { label: 'Refunds and returns', href: '/refunds-returns' },
      { label: 'Buyer protection', href: '/buyer-protection' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', href: '/terms-of-use' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Marketplace guidelines', href: '/marketplace-guidelines' },
    ],
  },
];

export type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  onNavigate?: NavigateHandler;
  /** The year in the copyright line (passed in: components read no clock). */
  year: number;
};

/** The site footer: link groups and the copyright line. The app loads it after the page (spec §2). */
export function SiteFooter({ onNavigate, year, className, ...props }: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn('oja-site-footer', className)} {...props}>
      <div className="oja-site-footer__inner">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="oja-site-footer__group">
            <h2 className="oja-site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={(event) => handleLinkClick(event, link.href, onNavigate)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="oja-site-footer__legal">© {year} Oja. Prices in naira (₦), VAT included at checkout.</p>
    </footer>
  );
}
