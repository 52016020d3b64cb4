import { useId } from 'react';
import { Link } from '../../lib/link';
import { Button } from '../button/button';

// The home page's middle (the instalment promise, popular categories, why Oja): links and words only, so it
// is a chunk of its own, loaded beside the page's script rather than in it. The server renders it into the
// page (its links work before any script); the app hydrates it when its code arrives. Its CSS is home.css,
// which the home screen imports: a lazy module with CSS of its own would be unstyled in the server's page.

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
        <span>From 35% down payment</span>
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

/** The three middle blocks, in their order on the page. */
export default function HomeShowcase({
  shopHref,
  learnHref,
  tiles,
}: {
  shopHref: string;
  learnHref: string;
  tiles: CategoryTile[];
}) {
  return (
    <>
      <PayEasyBlock shopHref={shopHref} learnHref={learnHref} />
      <CategoryTiles tiles={tiles} />
      <WhyOjaBlock />
    </>
  );
}
