import { Link } from '../../lib/link';
import { Button } from '../button/button';
import './dashboard.css';

/** The sections of the short-let ('stay') dashboard the spec lists before short-lets can be booked. */
export type StaySection = 'summary' | 'stay' | 'favorites' | 'recently-viewed' | 'complete-booking';

export const STAY_SECTION_TITLES: Record<StaySection, string> = {
  summary: 'Stay summary',
  stay: 'My stays',
  favorites: 'Favourite stays',
  'recently-viewed': 'Recently viewed stays',
  'complete-booking': 'Complete your booking',
};

export interface StayPlaceholderScreenProps {
  section: StaySection;
  /** Where 'See your purchases' goes: the shopper's dashboard, which works today. */
  purchasesHref: string;
}

/**
 * The short-let dashboard's placeholders (spec: headings only, and placeholder text for complete-booking):
 * the section's name as the page's h1 and a plain sentence that booking stays is not open yet, with a way
 * to the purchases that do work. Accessibility: one h1; the text is ordinary prose, nothing disabled.
 */
export function StayPlaceholderScreen({ section, purchasesHref }: StayPlaceholderScreenProps) {
  return (
    <div className="oja-dashboard" data-slot="stay-placeholder-screen">
      <h1 className="oja-dashboard__title">{STAY_SECTION_TITLES[section]}</h1>
      <p className="oja-dashboard__empty">
        {section === 'complete-booking'
          ? 'Booking a short-let stay on Oja is not open yet. When it is, you will confirm your dates, guests and payment here.'
          : 'Short-let stays cannot be booked on Oja yet. When they can, your stays will show here.'}
      </p>
      <div className="oja-dashboard__row">
        <Button asChild variant="secondary">
          <Link href={purchasesHref}>See your purchases</Link>
        </Button>
      </div>
    </div>
  );
}
