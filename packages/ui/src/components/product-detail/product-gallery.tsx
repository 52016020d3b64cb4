import { useState } from 'react';
import { ImageIcon } from '../../icons/icons';

export interface GalleryImage {
  url: string;
  /** Describes the picture; the product name is a good default. */
  alt: string;
}

/**
 * The product's pictures: the chosen one large, thumbnails to switch when there is more than one.
 * Accessibility: thumbnails are buttons named 'Show picture N of M', the chosen one aria-pressed.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const current = images[index];
  return (
    <div className="oja-product-detail__gallery" data-slot="product-gallery">
      <div className="oja-product-detail__main-image">
        {current && !failed[index] ? (
          <img
            src={current.url}
            alt={current.alt}
            width={600}
            height={600}
            decoding="async"
            fetchPriority="high"
            onError={() => setFailed((f) => ({ ...f, [index]: true }))}
          />
        ) : (
          <div className="oja-product-detail__placeholder" role="img" aria-label="No picture available">
            <ImageIcon size={64} />
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="oja-product-detail__thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className="oja-product-detail__thumb"
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={image.url} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
