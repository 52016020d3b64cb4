import {
  type CalendarDate,
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  defaultPlanFor,
  downPaymentLabel,
  formatKobo,
  type Kobo,
  type PaymentOption,
  type PaymentPlanType,
  quotedPaymentOptions,
  quoteIncludesLabel,
  type WarrantyRule,
} from '@oja/domain';
import { type ComponentProps, useId, useState } from 'react';
import { HeartIcon, StarIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Badge } from '../badge/badge';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { PlanPicker } from '../plan-picker/plan-picker';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { Skeleton } from '../skeleton/skeleton';
import { type GalleryImage, ProductGallery } from './product-gallery';
import { ProductReviews, type ReviewData } from './product-reviews';
import { ProductShare } from './product-share';
import { type ProductSpecification, ProductSpecifications } from './product-specifications';
import { ProductTrust } from './product-trust';
import './product-detail.css';

/** What the product page shows: the view model the app maps from the API's product. */
export interface ProductDetailData {
  productID: string;
  name: string;
  brand: string;
  /** Plain text; never rendered as HTML. */
  description: string;
  images: GalleryImage[];
  /** Price in integer kobo. */
  price: Kobo;
  /** A whole percentage; 100: full payment only. */
  minimumDownPaymentPercentage: number;
  inStock: boolean;
  isOnSale?: boolean;
  /** The average of the product's reviews (0 when none), as the API counts them. */
  rating: number;
  /** How many reviews the product has: the figure both the summary and the Reviews heading show. */
  reviewCount: number;
  /** The seller's brand name ('Tecno Store'). */
  seller: string;
  /** The warranty of the product's subcategory (the domain's warrantyFor). */
  warranty: WarrantyRule;
  /** The short specification table; none hides it. */
  specifications: ProductSpecification[];
  /** In kobo, from the domain's `parsePaymentOptions`. */
  paymentOptions: PaymentOption[];
  /** Home › category › subcategory › product. */
  breadcrumbs: Crumb[];
}

export interface AddToCartIntent {
  plan: PaymentPlanType;
  quantity: number;
}

export type ProductDetailScreenProps = Omit<ComponentProps<'article'>, 'children'> & {
  status: 'loading' | 'error' | 'ready';
  product?: ProductDetailData;
  /** Undefined while they load; their count is the product's `reviewCount`. */
  reviews?: ReviewData[];
  /**
   * Today in Lagos (the app's, the same on the server and in the browser while it hydrates): it dates the
   * quoted schedule only; the amounts never depend on it.
   */
  today: CalendarDate;
  /** Called with the chosen plan and quantity. */
  onAddToCart?: (intent: AddToCartIntent) => void;
  /**
   * The add-to-cart form the server answers before the app starts and without JavaScript: where it posts (the
   * cart page's address) and the page to come back to (this one). With the app, `onAddToCart` runs instead.
   */
  cartForm?: { action: string; back: string };
  /**
   * The quantity and plan chosen before the app started (the page's ?quantity=&plan=, where the server sends a
   * − or + pressed then): the page starts with them.
   */
  chosen?: { quantity?: number; plan?: PaymentPlanType };
  /** While the add is on its way. */
  adding?: boolean;
  /** Whether the shopper has favourited it (a guest never has). */
  isFavourite?: boolean;
  /** A guest's tap should lead to /login; the app decides. */
  onToggleFavourite?: () => void;
  /**
   * The favourite form the server answers before the app starts and without JavaScript: where it posts and
   * the page to come back to (a guest is sent to log in, coming back here). With the app, `onToggleFavourite`.
   */
  favouriteForm?: { action: string; back: string };
  /** The page's absolute address, for the Share panel's links (none: no Share). */
  shareUrl?: string;
  /** Share pressed once the app runs: true when the device's share sheet took it (the panel stays closed). */
  onShare?: () => boolean | undefined;
  /** The picture shown first (0-based; the address's ?picture=) and each picture's address. */
  picture?: { initialIndex: number; href: (i: number) => string };
  onRetry?: () => void;
};

function ProductDetailSkeleton() {
  return (
    <div className="oja-product-detail__layout" aria-hidden="true">
      <Skeleton shape="rect" style={{ aspectRatio: '1', width: '100%' }} />
      <div className="oja-product-detail__info">
        <Skeleton width="80%" height="1.75em" />
        <Skeleton width="40%" height="1.5em" />
        <Skeleton width="60%" />
        <Skeleton shape="rect" style={{ height: '14rem' }} />
      </div>
    </div>
  );
}

/**
 * The product page: gallery, name, price, rating, stock, description, the payment plans with their
 * down payment and per-period amounts, quantity, Add to cart with the seller, delivery dates, warranty,
 * returns and secure-payment answers beside it, favourite, share, specifications and reviews. The rating
 * under the title and the Reviews heading show one figure, the product's review count.
 * Accessibility: the name is the level-1 heading; out of stock disables buying and says so in words;
 * the favourite button is a toggle (aria-pressed). Before the app starts every action is plain HTML: the
 * add-to-cart and favourite forms post to the server, Share is a <details> of links, the gallery's
 * thumbnails are links.
 */
export function ProductDetailScreen({
  status,
  product,
  reviews,
  today,
  onAddToCart,
  cartForm,
  chosen,
  adding = false,
  isFavourite = false,
  onToggleFavourite,
  favouriteForm,
  shareUrl,
  onShare,
  picture,
  onRetry,
  className,
  ...props
}: ProductDetailScreenProps) {
  const reviewsId = useId();
  const [plan, setPlan] = useState<PaymentPlanType | null>(chosen?.plan ?? null);
  const [quantity, setQuantity] = useState(chosen?.quantity ?? 1);

  if (status === 'loading' || (status === 'ready' && !product)) {
    return (
      <article aria-busy="true" className={cn('oja-product-detail', className)} {...props}>
        <p role="status" className="oja-sr-only">
          Loading product…
        </p>
        <ProductDetailSkeleton />
      </article>
    );
  }
  if (status === 'error' || !product) {
    return (
      <article className={cn('oja-product-detail', className)} {...props}>
        <div role="alert" className="oja-product-detail__error">
          <p className="oja-product-detail__section-title">We could not load this product.</p>
          <p>Check your connection and try again.</p>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        </div>
      </article>
    );
  }

  // A plan the product does not offer (an old or edited address) gives way to its default.
  const chosenPlan =
    plan && product.paymentOptions.some((option) => option.type === plan)
      ? plan
      : defaultPlanFor(product.paymentOptions);
  // For more than one, the plans of the whole line, by the domain function the server's cart uses; each plan
  // quoted as checkout will take it (VAT and the cheapest delivery included, instalmentQuote): what this
  // page shows is what the cart and checkout will ask.
  const lineOptions =
    quantity === 1
      ? product.paymentOptions
      : cartLinePaymentOptions({
          unitPrice: product.price,
          quantity,
          minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
        });
  const shownOptions = quotedPaymentOptions(lineOptions, CHEAPEST_SHIPPING_OPTION, today);
  return (
    <article
      data-slot="product-detail"
      aria-labelledby={`${reviewsId}-name`}
      className={cn('oja-product-detail', className)}
      {...props}
    >
      <Breadcrumbs items={product.breadcrumbs} />
      <div className="oja-product-detail__layout">
        <ProductGallery
          images={product.images}
          name={product.name}
          initialIndex={picture?.initialIndex}
          pictureHref={picture?.href}
        />
        <div className="oja-product-detail__info">
          <p className="oja-product-detail__brand">{product.brand}</p>
          <h1 id={`${reviewsId}-name`} className="oja-product-detail__name">
            {product.name}
          </h1>
          <p className="oja-product-detail__rating">
            {product.reviewCount > 0 ? (
              <>
                <StarIcon size={16} className="oja-product-detail__star--on" />
                <a href="#reviews">
                  {`${product.rating.toFixed(1)} out of 5 · ${product.reviewCount} ${product.reviewCount === 1 ? 'review' : 'reviews'}`}
                </a>
              </>
            ) : (
              'No reviews yet'
            )}
          </p>
          <p className="oja-product-detail__price">{formatKobo(product.price)}</p>
          <p className="oja-product-detail__badges">
            <Badge variant={product.inStock ? 'success' : 'danger'}>
              {product.inStock ? 'In stock' : 'Out of stock'}
            </Badge>
            <Badge>{downPaymentLabel(product.minimumDownPaymentPercentage)}</Badge>
            {product.isOnSale ? <Badge variant="sale">Sale</Badge> : null}
          </p>
          <form
            className="oja-product-detail__form"
            method="post"
            action={cartForm?.action}
            onSubmit={(event) => {
              // The app has taken the form over: it adds, the browser posts nothing.
              event.preventDefault();
              onAddToCart?.({ plan: chosenPlan, quantity });
            }}
          >
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productID" value={product.productID} />
            <input type="hidden" name="quantity" value={quantity} />
            {cartForm ? <input type="hidden" name="back" value={cartForm.back} /> : null}
            <PlanPicker
              name="plan"
              options={shownOptions}
              includes={quoteIncludesLabel(CHEAPEST_SHIPPING_OPTION)}
              value={chosenPlan}
              onChange={setPlan}
              disabled={!product.inStock}
            />
            <div className="oja-product-detail__buy">
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                // Before the app starts − and + post the form as `step`: the server sends the page back with
                // the new quantity (?quantity=), the plan chosen so far kept.
                name={cartForm ? 'step' : undefined}
                label={`Quantity of ${product.name}`}
                disabled={!product.inStock}
              />
              {/* Never disabled while adding: focus stays on it (a second tap says the item is in the cart). */}
              <Button
                type="submit"
                size="lg"
                className="oja-product-detail__add"
                disabled={!product.inStock}
                aria-busy={adding || undefined}
              >
                {product.inStock ? 'Add to cart' : 'Out of stock'}
              </Button>
            </div>
          </form>
          <ProductTrust seller={product.seller} warranty={product.warranty} today={today} />
          <div className="oja-product-detail__actions">
            {/* A form the server answers before the app starts (the same for every shopper, so the page stays
                cacheable: the server knows who is signed in); the app toggles instead. */}
            <form
              method="post"
              action={favouriteForm?.action}
              onSubmit={(event) => {
                event.preventDefault();
                onToggleFavourite?.();
              }}
            >
              <input type="hidden" name="productID" value={product.productID} />
              {favouriteForm ? <input type="hidden" name="back" value={favouriteForm.back} /> : null}
              <Button type="submit" variant="ghost" aria-pressed={isFavourite}>
                <HeartIcon size={20} fill={isFavourite ? 'currentColor' : 'none'} />
                {isFavourite ? 'Saved to favourites' : 'Add to favourites'}
              </Button>
            </form>
            {shareUrl ? <ProductShare url={shareUrl} title={product.name} onShare={onShare} /> : null}
          </div>
          <section className="oja-product-detail__description" aria-label="Description">
            <h2 className="oja-product-detail__section-title">Description</h2>
            <p>{product.description || 'The seller has not added a description yet.'}</p>
          </section>
          <ProductSpecifications specifications={product.specifications} />
        </div>
      </div>
      <ProductReviews reviews={reviews} count={product.reviewCount} headingId={reviewsId} />
    </article>
  );
}
