import { STAY_SECTION_TITLES, StayPlaceholderScreen, type StaySection } from '@oja/ui';
import { lazy } from 'react';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';

const NotFoundRoute = lazy(() =>
  import('../static/not-found-route').then((module) => ({ default: module.NotFoundRoute })),
);

function isStaySection(section: string): section is StaySection {
  return Object.hasOwn(STAY_SECTION_TITLES, section);
}

/**
 * /user-dashboard/stayoja/{section}: the short-let ('stay') dashboard of the spec's `stay{product}`, Oja
 * being the product: summary (the default), stay, favorites, recently-viewed and complete-booking, each a
 * placeholder until short-lets can be booked. Any other section is the 404 page.
 */
export default function StayRoute({ params }: { params: { section?: string | undefined } }) {
  const section = params.section ?? 'summary';
  const known = isStaySection(section);
  useDocumentTitle(known ? STAY_SECTION_TITLES[section] : 'Page Not Found');
  if (!known) return <NotFoundRoute />;
  return <StayPlaceholderScreen section={section} purchasesHref={hrefs.purchases} />;
}
