import { calculatorChoiceOf, LandingScreen } from '@oja/ui';
import { useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useLagosToday } from '../../shared/lagos-today';

/**
 * /welcome: the landing page for newcomers (linked from the footer's 'Pay in instalments'): how paying in
 * instalments works, the calculator (every figure from packages/domain, the same functions the product page
 * and checkout use), the FAQ and the way to sign up. Fetches nothing. The calculator's choices are in the
 * address (?price=&down=&plan=) when its form was sent before the app started: the page starts with them.
 */
export default function LandingRoute() {
  useDocumentTitle('Pay in instalments');
  const today = useLagosToday();
  const chosen = calculatorChoiceOf(useSearch());
  return (
    <LandingScreen
      signUpHref={hrefs.signUp}
      aboutHref={hrefs.aboutUs}
      helpCentreHref={hrefs.helpCenter}
      today={today}
      calculatorChosen={chosen}
      calculatorAction={hrefs.payInInstalments}
    />
  );
}
