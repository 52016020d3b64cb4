import { SiteFooter } from '@oja/ui';
import { hrefs } from './hrefs';

/** The footer, loaded after the page has rendered (spec §2: 'a footer loads after the page'). */
export default function Footer() {
  return <SiteFooter year={new Date().getFullYear()} hrefs={hrefs} />;
}
