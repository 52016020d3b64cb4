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

/**
 * 'Pay easy, Live better': the instalment promise with its figures; 'Start shopping' goes to `shopHref`, 'See
 * how instalments work' to the landing page with the calculator (`learnHref`).
 */
export function PayEasyBlock({ shopHref, learnHref }: { shopHref: string; learnHref: string }) {
  const titleId = useId();
  return (
    <section className="oja-home__block oja-home__block--pay" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Pay easy, Live better
      </h2>
      <p className="oja-home__figures">
        <span>From 35% downpayment</span>
        <span aria-hidden="true">·</span>
        <span>pay up to 6 months</span>
      </p>
      <p>Choose a plan on any product page and see exactly what you pay each day, week or month.</p>
      <div className="oja-home__actions">
        <Button asChild variant="secondary">
          <Link href={shopHref}>Start shopping</Link>
        </Button>
        <Link href={learnHref} className="oja-home__learn">
          See how instalments work
        </Link>
      </div>
    </section>
  );
}

export interface CategoryTile {
  name: string;
  href: string;
}

/** Popular categories as large tiles. */
export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  const titleId = useId();
  return (
    <section className="oja-home__tiles" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Popular categories
      </h2>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link className="oja-home__tile" href={tile.href}>
              {tile.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const REASONS = [
  { title: 'Own it today', text: 'Take your item home after the down payment; pay the rest over time.' },
  { title: 'No surprises', text: 'No interest and no hidden fees: the schedule adds up to the price.' },
  { title: 'Approval within 24 hours', text: 'Verify your address and BVN once, then buy on credit.' },
];

/** 'Why Oja?': three reasons, in plain words. */
export function WhyOjaBlock() {
  const titleId = useId();
  return (
    <section className="oja-home__block" aria-labelledby={titleId}>
      <h2 id={titleId} className="oja-home__block-title">
        Why Oja?
      </h2>
      <ul className="oja-home__reasons">
        {REASONS.map((r) => (
          <li key={r.title}>
            <strong>{r.title}</strong>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
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
