import { useId } from 'react';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';

/** The promises the value strip makes (spec §1's home-page claims). */
const VALUE_PROPOSITIONS = [
  { title: 'Split payment', text: 'Pay daily, weekly or monthly' },
  { title: 'No interest or hidden fees', text: 'You pay the price you see' },
  { title: 'Receive immediately', text: 'Delivery after your down payment' },
  { title: 'Certified sellers', text: 'With product warranty' },
];

/** A row of the shop's promises under the hero. */
export function ValueStrip() {
  return (
    <ul className="oja-home__values" aria-label="Why shoppers choose Oja">
      {VALUE_PROPOSITIONS.map((v) => (
        <li key={v.title} className="oja-home__value">
          <strong>{v.title}</strong>
          <span>{v.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The Tier 2 entry: 'Upgrade now' for a signed-in shopper, 'Sign in to upgrade' (to `loginHref`) for a guest. */
export function TierUpgradeEntry({
  signedIn,
  onUpgrade,
  loginHref,
}: {
  signedIn: boolean;
  onUpgrade?: () => void;
  loginHref: string;
}) {
  const titleId = useId();
  return (
    <section className="oja-home__block oja-home__block--tier" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Buy up to ₦1,000,000 on credit
      </h2>
      <p>Tier 2 shoppers can check out carts above ₦500,000.</p>
      {signedIn ? (
        <Button onClick={onUpgrade}>Upgrade now</Button>
      ) : (
        <Button asChild>
          <Link href={loginHref}>Sign in to upgrade</Link>
        </Button>
      )}
    </section>
  );
}

/** The get-the-app banner: 'Download app' opens the QR code; the gift card is coming soon. */
export function AppBanner({ onDownloadApp }: { onDownloadApp: () => void }) {
  const titleId = useId();
  const soonId = useId();
  return (
    <section className="oja-home__block oja-home__block--app" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Shop faster with the Oja app
      </h2>
      <p>Track your instalments and get reminders before each payment.</p>
      <div className="oja-home__actions">
        <Button onClick={onDownloadApp}>Download app</Button>
        <Button variant="secondary" disabled aria-describedby={soonId}>
          Get a gift card
        </Button>
        <Badge id={soonId}>Coming soon</Badge>
      </div>
    </section>
  );
}
