import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { CarouselControls } from '../carousel-controls/carousel-controls';
import { useSlideLinks } from '../carousel-controls/use-slide-links';

/** The real-estate carousel moves every 4 seconds (spec: 'carousel 4 s'). */
export const REAL_ESTATE_CAROUSEL_INTERVAL_MS = 4000;

/** One picture of the carousel. */
export interface CarouselImage {
  src: string;
  /** What the picture shows, for screen readers. */
  alt: string;
}

export interface PropertyCarouselProps {
  images: CarouselImage[];
  /** The carousel's accessible name. */
  label: string;
  /** Move on its own every 4 s (off in stories and tests, so snapshots stay still). */
  rotate?: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Pictures of homes, one at a time, moving every 4 s. It stands still while the pointer is over it or focus
 * is inside it, after Pause, and always for shoppers who prefer reduced motion (then there is no Pause).
 *
 * Accessibility: a region with roledescription 'carousel' named by `label`; each picture a group 'N of M'
 * with alt text; Previous, Pause/Play and Next are named buttons (keyboard operable); the pictures are a
 * polite live region only while it stands still, so rotation never floods a screen reader. Before the app
 * starts, and without JavaScript, Previous and Next are links to the pictures (useSlideLinks).
 */
export function PropertyCarousel({ images, label, rotate = true }: PropertyCarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const count = images.length;
  // Until the app runs each picture has its own links to its neighbours (useSlideLinks).
  const slideId = useSlideLinks(id, count, setIndex);
  const canRotate = rotate && count > 1 && !reducedMotion;
  const playing = canRotate && !paused && !hovered && !focusWithin;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % count),
      REAL_ESTATE_CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const current = index % count;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="oja-estate-carousel"
      data-slot="property-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div
        className="oja-estate-carousel__viewport"
        id={`${id}-slides`}
        aria-live={playing ? 'off' : 'polite'}
      >
        {images.map((image, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group; a slide is not a form fieldset
          <div
            key={image.src}
            id={slideId(i)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
            className="oja-estate-carousel__slide"
          >
            <img
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="oja-estate-carousel__image"
            />
            {count > 1 ? (
              <CarouselControls
                className="oja-estate-carousel__controls"
                controls={`${id}-slides`}
                itemName="picture"
                onPrevious={() => go(-1)}
                onNext={() => go(1)}
                position={{ current: i + 1, count }}
                hrefs={{ previous: `#${slideId(i - 1)}`, next: `#${slideId(i + 1)}` }}
              />
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <CarouselControls
          className="oja-estate-carousel__controls"
          controls={`${id}-slides`}
          itemName="picture"
          onPrevious={() => go(-1)}
          onNext={() => go(1)}
          pause={canRotate ? { paused, onToggle: () => setPaused((p) => !p) } : undefined}
          position={{ current: current + 1, count }}
        />
      ) : null}
    </section>
  );
}
