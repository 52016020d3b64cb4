import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { ImageIcon } from '../../icons/icons';
import { ProductPicture, type ResponsiveImage } from '../product-picture/product-picture';
import './product-detail.css';

export interface GalleryImage {
  /** A single file for the picture: the fallback when it has no responsive sizes. */
  url: string;
  /** Describes the picture; the product name and the view ('at an angle') are a good default. */
  alt: string;
  /** The picture at several widths as AVIF and WebP (the API's ProductImage), when the API serves them. */
  picture?: ResponsiveImage;
}

/** A horizontal move of this many CSS pixels (more than vertical) is a swipe; less is a tap. */
const SWIPE_PX = 40;
/** The large picture is the page's width on phones, half of it beside the details, 600 px at most. */
const MAIN_SIZES = '(min-width: 1240px) 600px, (min-width: 768px) 50vw, 100vw';

/**
 * The product's pictures: the chosen one large, thumbnails to switch when there is more than one.
 * Keyboard: on the large picture (one tab stop) or a thumbnail, Left and Right move to the previous and next
 * picture, Home and End to the first and last. Touch: a horizontal swipe on the large picture does the same,
 * while vertical moves still scroll the page (touch-action: pan-y). Accessibility: a group named 'Pictures of
 * …'; thumbnails are links named 'Show picture N of M', the chosen one aria-current; a polite live region says
 * 'Picture 2 of 3' after each change.
 *
 * Before the app starts and without JavaScript the thumbnails are plain links to the page with that picture
 * chosen (`pictureHref`, '?picture=2'), which the server renders (`initialIndex`); the app shows the picture in
 * place instead.
 */
export function ProductGallery({
  images,
  name,
  initialIndex = 0,
  pictureHref = (i) => `?picture=${i + 1}`,
}: {
  images: GalleryImage[];
  name?: string;
  /** The picture shown first (0-based): the address's ?picture=, as the server rendered it. */
  initialIndex?: number;
  /** The address of the page with picture `i` (0-based) chosen. */
  pictureHref?: (i: number) => string;
}) {
  const id = useId();
  const [index, setIndex] = useState(() =>
    Number.isInteger(initialIndex) ? Math.max(0, Math.min(images.length - 1, initialIndex)) : 0,
  );
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const [announced, setAnnounced] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const count = images.length;
  const current = images[index];

  const show = (next: number, focusThumb = false) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    setAnnounced(true);
    if (focusThumb) thumbs.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const steps: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // From a thumbnail, focus follows the chosen picture's thumbnail (as in a toolbar).
    show(next, thumbs.current.includes(event.target as HTMLAnchorElement));
  };

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      show(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of pictures, not a form's fieldset
    <div
      className="oja-product-detail__gallery"
      data-slot="product-gallery"
      role="group"
      aria-label={name ? `Pictures of ${name}` : 'Pictures'}
      onKeyDown={onKeyDown}
    >
      <div
        className="oja-product-detail__main-image"
        data-slot="product-gallery-main"
        // One tab stop when there is a choice: the arrows then move between pictures.
        tabIndex={count > 1 ? 0 : undefined}
        aria-describedby={count > 1 ? `${id}-hint` : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {current && !failed[index] ? (
          current.picture ? (
            <ProductPicture
              key={current.picture.url}
              image={current.picture}
              sizes={MAIN_SIZES}
              alt={current.alt}
              decoding="async"
              fetchPriority={index === initialIndex ? 'high' : undefined}
              draggable={false}
              onError={() => setFailed((f) => ({ ...f, [index]: true }))}
            />
          ) : (
            <img
              src={current.url}
              alt={current.alt}
              width={600}
              height={600}
              decoding="async"
              fetchPriority="high"
              draggable={false}
              onError={() => setFailed((f) => ({ ...f, [index]: true }))}
            />
          )
        ) : (
          <div className="oja-product-detail__placeholder" role="img" aria-label="No picture available">
            <ImageIcon size={64} />
          </div>
        )}
      </div>
      {count > 1 ? (
        <>
          <p className="oja-sr-only" id={`${id}-hint`}>
            Use the left and right arrow keys, or swipe, to see the other pictures.
          </p>
          <p className="oja-product-detail__counter" aria-hidden="true" data-slot="product-gallery-counter">
            {index + 1} / {count}
          </p>
          {/* Said after a change only: on arrival the picture's own name is enough. */}
          <p className="oja-sr-only" aria-live="polite">
            {announced ? `Picture ${index + 1} of ${count}` : ''}
          </p>
          <ul className="oja-product-detail__thumbs">
            {images.map((image, i) => (
              <li key={image.picture?.url ?? image.url}>
                <a
                  href={pictureHref(i)}
                  ref={(link) => {
                    thumbs.current[i] = link;
                  }}
                  className="oja-product-detail__thumb"
                  aria-label={`Show picture ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={(event) => {
                    // The app shows it in place: the page is not asked again.
                    event.preventDefault();
                    show(i);
                  }}
                >
                  {image.picture ? (
                    <ProductPicture
                      image={image.picture}
                      sizes="64px"
                      widths={[160]}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                    />
                  ) : (
                    <img src={image.url} alt="" width={64} height={64} loading="lazy" />
                  )}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
