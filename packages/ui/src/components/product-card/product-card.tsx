import { cutProductName, downPaymentLabel, formatKobo, type Kobo } from '@oja/domain';
import { type ComponentProps, useId, useState } from 'react';
import { ImageIcon, StarIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';
import './product-card.css';

/** What a product card shows: the view model the app maps from the API's product. */
export interface ProductCardData {
  productID: string;
  /** The full name; the card cuts it per the spec (over 50 characters → first 30 + '…'). */
  name: string;
  /** The product page (the app builds it). */
  href: string;
  imageUrl: string;
  /**
   * The drawn cover's address without size and format (the API's ProductImage url): the card shows its 320 and
   * 480 px WebP files; without it, `imageUrl`.
   */
  pictureUrl?: string | undefined;
  /** Alternative text; the card's name already says what it is, so the default is empty (decorative). */
  imageAlt?: string;
  /** Price in integer kobo. */
  price: Kobo;
  /** A whole percentage: 35 → '35% down payment', 100 → 'Full payment'. */
  minimumDownPaymentPercentage: number;
  inStock: boolean;
  /** Average rating, 0 to 5. */
  rating: number;
  reviewCount: number;
  /** On offer: shows a 'Sale' badge in the Sales & Offers pink. */
  isOnSale?: boolean;
}

export type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The product to show. */
  product: ProductCardData;
  /** Load the image at once (the first row of a grid) instead of lazily. */
  eager?: boolean;
  /**
   * The image is likely the page's largest first paint (a listing's first card): the browser asks for it before
   * the other pictures (fetchpriority high), as Lighthouse's LCP discovery check asks.
   */
  priority?: boolean;
};

function ratingText(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  return `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

/**
 * A product in a grid: image, name (cut per the spec), naira price, the down-payment line, stock and rating.
 * The whole card is one link (the name's), so it is one tab stop named by the full product name.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  className,
  ...props
}: ProductCardProps) {
  const nameId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const shownName = cutProductName(product.name);
  const picture = product.pictureUrl;
  return (
    <article
      data-slot="product-card"
      aria-labelledby={nameId}
      className={cn('oja-product-card', className)}
      {...props}
    >
      <div className="oja-product-card__media" data-slot="product-card-media">
        {imageFailed ? (
          <div className="oja-product-card__placeholder" data-slot="product-card-placeholder">
            <ImageIcon size={48} />
          </div>
        ) : (
          // The drawn cover when the API lists it, as WebP for 1x and 2x screens (a card is at most 240 px
          // wide), else the one image. Plain attributes, no helper: the home page's first load carries this card
          // with about 70 bytes of its script budget left, so no <picture> with an AVIF source and no sizes.
          <img
            className="oja-product-card__image"
            src={product.imageUrl}
            srcSet={picture && `${picture}-320.webp, ${picture}-480.webp 2x`}
            alt={product.imageAlt ?? ''}
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        )}
        <div className="oja-product-card__badges">
          {!product.inStock ? <Badge variant="danger">Out of stock</Badge> : null}
          {product.isOnSale ? <Badge variant="sale">Sale</Badge> : null}
        </div>
      </div>
      <div className="oja-product-card__body">
        <h3 className="oja-product-card__name" id={nameId}>
          <Link
            className="oja-product-card__link"
            href={product.href}
            title={shownName === product.name ? undefined : product.name}
          >
            {shownName === product.name ? (
              shownName
            ) : (
              // Sighted shoppers see the cut name; screen readers hear the whole one.
              <>
                <span aria-hidden="true">{shownName}</span>
                <span className="oja-sr-only">{product.name}</span>
              </>
            )}
          </Link>
        </h3>
        <p className="oja-product-card__price" data-slot="product-card-price">
          {formatKobo(product.price)}
        </p>
        <p className="oja-product-card__plan">{downPaymentLabel(product.minimumDownPaymentPercentage)}</p>
        <p className="oja-product-card__rating">
          {product.reviewCount > 0 ? (
            <>
              <StarIcon size={14} className="oja-product-card__star" />
              <span aria-hidden="true">
                {product.rating.toFixed(1)} ({product.reviewCount})
              </span>
              <span className="oja-sr-only">{ratingText(product.rating, product.reviewCount)}</span>
            </>
          ) : (
            ratingText(product.rating, product.reviewCount)
          )}
        </p>
      </div>
    </article>
  );
}
