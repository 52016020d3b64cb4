import { LandingScreen } from '@oja/ui';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useLagosToday } from '../../shared/lagos-today';

/**
 * /welcome: the landing page for newcomers (linked from the footer's 'Pay in instalments'): how paying in
 * instalments works, the calculator (every figure from packages/domain, the same functions the product page
 * and checkout use), the FAQ and the way to sign up. Fetches nothing.
 */
export default function LandingRoute() {
  useDocumentTitle('Pay in instalments');
  const today = useLagosToday();
  return (
    <LandingScreen
      signUpHref={hrefs.signUp}
      aboutHref={hrefs.aboutUs}
      helpCentreHref={hrefs.helpCenter}
      today={today}
    />
  );
}
