import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import './site-footer.css';

/** The footer's link groups: the spec's static pages, each named by the page it leads to. */
export const FOOTER_GROUPS = [
  {
    title: 'Oja',
    links: [
      { label: 'About us', page: 'aboutUs' },
      { label: 'Pay in instalments', page: 'payInInstalments' },
      { label: 'How it works', page: 'howItWorks' },
      { label: 'Buying guide', page: 'buyingGuide' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help center', page: 'helpCenter' },
      { label: 'Contact us', page: 'contactUs' },
      { label: 'Refunds and returns', page: 'refundsReturns' },
      { label: 'Buyer protection', page: 'buyerProtection' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', page: 'termsOfUse' },
      { label: 'Privacy policy', page: 'privacyPolicy' },
      { label: 'Marketplace guidelines', page: 'marketplaceGuidelines' },
    ],
  },
] as const;

/** The pages the footer links to. */
type FooterPage = (typeof FOOTER_GROUPS)[number]['links'][number]['page'];

export type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** Where each of the footer's pages lives. */
  hrefs: Pick<ShopHrefs, FooterPage>;
  /** The year in the copyright line (passed in: components read no clock). */
  year: number;
};

/** The site footer: link groups and the copyright line. The app loads it after the page (spec §2). */
export function SiteFooter({ hrefs, year, className, ...props }: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn('oja-site-footer', className)} {...props}>
      <div className="oja-site-footer__inner">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="oja-site-footer__group">
            <h2 className="oja-site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.page}>
                  <Link href={hrefs[link.page]}>{link.label}</Link>
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
