import { lazy, type ReactNode, Suspense } from 'react';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import type { ProductCardData } from '../product-card/product-card';
import { ProductGrid, type ProductGridStatus } from '../product-grid/product-grid';
import { type HeroSlide, HeroSlider } from './hero-slider';
import type { AppDownload } from './home-blocks';
import type { CategoryTile } from './home-showcase';
import { ValueStrip } from './value-strip';
import './home.css';

/** The page's middle blocks: links and words, a chunk of their own outside the home page's first load. */
const HomeShowcase = lazy(() => import('./home-showcase'));
/** The page's end (the Tier 2 entry, the app banner), below the fold: a chunk of its own too. */
const blocks = () => import('./home-blocks');
const TierUpgradeEntry = lazy(() => blocks().then((m) => ({ default: m.TierUpgradeEntry })));
const AppBanner = lazy(() => blocks().then((m) => ({ default: m.AppBanner })));

/** Recently viewed on home: the first 5 (spec §9). */
const RECENTLY_VIEWED_SHOWN = 5;

/** The pages the home page links to itself (product and category links come with their data). */
type HomeHrefs = Pick<
  ShopHrefs,
  'electronics' | 'salesOffers' | 'homeLiving' | 'login' | 'payInInstalments' | 'newProducts'
>;

/** The home page's hero slides, each leading to the page it offers. */
export function heroSlides(
  hrefs: Pick<ShopHrefs, 'electronics' | 'salesOffers' | 'homeLiving'>,
): HeroSlide[] {
  return [
    {
      id: 'split',
      title: 'Own it today, pay small small',
      text: 'From a 35% down payment, then daily, weekly or monthly.',
      ctaLabel: 'Shop electronics',
      href: hrefs.electronics,
      tone: 'green',
    },
    {
      id: 'sales',
      title: 'Sales & Offers',
      text: 'Big names, smaller prices, same easy plans.',
      ctaLabel: 'See the offers',
      href: hrefs.salesOffers,
      tone: 'pink',
    },
    {
      id: 'home',
      title: 'Make your home yours',
      text: 'Furniture, kitchen and appliances: pay up to 6 months.',
      ctaLabel: 'Shop home & living',
      href: hrefs.homeLiving,
      tone: 'sand',
    },
  ];
}

export interface HomeScreenProps {
  /** The newest products home shows (the app asks for 10), with a link to the page of all of them. */
  newProducts: {
    status: ProductGridStatus;
    products?: ProductCardData[];
    errorMessage?: string;
    onRetry?: () => void;
  };
  /** Newest first; the screen shows the first 5. */
  recentlyViewed?: ProductCardData[];
  categoryTiles: CategoryTile[];
  signedIn: boolean;
  /** A Tier 2 shopper has nothing to upgrade: the Tier 2 entry is not shown. */
  isTier2?: boolean;
  onUpgrade?: () => void;
  /** 'Download app': the download page and its QR code's picture, shown in place (a <details>). */
  appDownload: AppDownload;
  /**
   * A notification above the hero: the 'Direct debit setup notification' (DirectDebitNotification) when
   * navigation state asks for it after a mandate. A slot, so that the app loads it only then.
   */
  notice?: ReactNode;
  /** Start the hero moving (off in stories and tests). */
  heroAutoPlay?: boolean;
  /** Where the hero, 'Start shopping' and 'Sign in to upgrade' go. */
  hrefs: HomeHrefs;
}

/**
 * The home page: hero slider, value strip, 'Pay easy, Live better', new products, popular categories,
 * 'Why Oja?', recently viewed, the Tier 2 entry and the get-the-app banner. Accessibility: one h1 (visually
 * hidden: the hero carries the brand), each block a region named by its heading.
 */
export function HomeScreen({
  newProducts,
  recentlyViewed = [],
  categoryTiles,
  signedIn,
  isTier2 = false,
  onUpgrade,
  appDownload,
  notice,
  heroAutoPlay = true,
  hrefs,
}: HomeScreenProps) {
  return (
    <div className="oja-home" data-slot="home-screen">
      <h1 className="oja-sr-only">Oja: buy now, pay small small</h1>
      {notice}
      <HeroSlider slides={heroSlides(hrefs)} autoPlay={heroAutoPlay} />
      <ValueStrip />
      {/* Below the hero and the value strip on a phone: its images wait until they are near the screen. */}
      <ProductGrid
        heading="New products"
        eagerImages={0}
        {...newProducts}
        footer={
          <Link className="oja-home__see-all" href={hrefs.newProducts}>
            See all new products
          </Link>
        }
      />
      <Suspense>
        <HomeShowcase shopHref={hrefs.electronics} learnHref={hrefs.payInInstalments} tiles={categoryTiles} />
      </Suspense>
      {recentlyViewed.length > 0 ? (
        <ProductGrid
          heading="Recently viewed"
          eagerImages={0}
          status="ready"
          products={recentlyViewed.slice(0, RECENTLY_VIEWED_SHOWN)}
        />
      ) : null}
      <Suspense>
        {isTier2 ? null : (
          <TierUpgradeEntry signedIn={signedIn} onUpgrade={onUpgrade} loginHref={hrefs.login} />
        )}
        <AppBanner download={appDownload} />
      </Suspense>
    </div>
  );
}
