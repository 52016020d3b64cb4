import { SiteFooter } from '@oja/ui';
import { hrefs } from '../hrefs';
import { useLagosToday } from '../shared/lagos-today';

/** The footer, loaded after the page has rendered (spec §2: 'a footer loads after the page'). */
export default function Footer() {
  // The year in Lagos, as the server rendered it until the page is live (lagos-today.ts).
  const year = Number(useLagosToday().slice(0, 4));
  return <SiteFooter year={year} hrefs={hrefs} />;
}
