import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';
// Their CSS is the page's own (the server's page shows them before their code arrives).
import '../carousel-controls/carousel-controls.css';

// The controls load after the page's first load (carousel-parts.ts).
const parts = () => import('../carousel-controls/carousel-parts');
const CarouselControls = lazy(() => parts().then((m) => ({ default: m.CarouselControls })));
const SlideLinks = lazy(() => parts().then((m) => ({ default: m.SlideLinks })));
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

/**
 * Pictures of homes, one at a time, moving every 4 s. It stands still while the pointer is over it or focus
 * is inside it, after Pause, and always for shoppers who prefer reduced motion (then there is no Pause).
 *
 * Accessibility: a region with roledescription 'carousel' named by `label`; each picture a group 'N of M'
 * with alt text; Previous, Pause/Play and Next are named buttons (keyboard operable); the pictures are a
 * polite live region only while it stands still, so rotation never floods a screen reader. Before the app
 * starts, and without JavaScript, each picture has Previous and Next links to its neighbours (SlideLinks).
 */
export function PropertyCarousel({ images, label, rotate = true }: PropertyCarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = images.length;
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
            id={`${id}-slide-${i + 1}`}
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
              <Suspense>
                <SlideLinks
                  id={id}
                  index={i}
                  count={count}
                  itemName="picture"
                  show={setIndex}
                  withPosition
                  className="oja-estate-carousel__controls"
                />
              </Suspense>
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <Suspense>
          <CarouselControls
            className="oja-estate-carousel__controls"
            controls={`${id}-slides`}
            itemName="picture"
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            pause={canRotate ? { paused, onToggle: () => setPaused((p) => !p) } : undefined}
            position={{ current: current + 1, count }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
