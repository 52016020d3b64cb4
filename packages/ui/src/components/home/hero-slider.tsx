import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from '../../lib/link';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../button/button';
// Their CSS is the page's own (the server's page shows them before their code arrives).
import '../carousel-controls/carousel-controls.css';

// The controls load after the page's first load (carousel-parts.ts).
const parts = () => import('../carousel-controls/carousel-parts');
const CarouselControls = lazy(() => parts().then((m) => ({ default: m.CarouselControls })));
const SlideLinks = lazy(() => parts().then((m) => ({ default: m.SlideLinks })));
/** The slider moves every 3 seconds (spec: hero interval 3000 ms). */
export const HERO_INTERVAL_MS = 3000;

export interface HeroSlide {
  id: string;
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
  /** One of the brand's slide tones. */
  tone: 'green' | 'pink' | 'sand';
}

export interface HeroSliderProps {
  slides: HeroSlide[];
  /** Start moving on its own (off in tests and for shoppers who prefer reduced motion). */
  autoPlay?: boolean;
}

/**
 * The home page's hero: one slide at a time, 360 px high, moving every 3 s. It pauses while the mouse is over
 * it and while keyboard focus is inside it (tracked apart: either one keeps it paused), with the Pause button,
 * and never moves for shoppers who prefer reduced motion. Accessibility: a region with roledescription
 * 'carousel'; each slide a group 'N of M'; Previous, Next and Pause are named buttons; the live region is
 * polite only while paused, so autoplay never floods a screen reader. Before the app starts, and without
 * JavaScript, each slide has Previous and Next links to its neighbours (SlideLinks).
 */
export function HeroSlider({ slides, autoPlay = true }: HeroSliderProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  // Only a slide that replaces another fades in: the first one is on screen at once (it is the page's largest
  // paint, which a fade would delay).
  const [moved, setMoved] = useState(false);
  const [paused, setPaused] = useState(false);
  // Hover and keyboard focus pause it apart: the mouse leaving must not restart it while focus is inside.
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Still for reduced motion, and under the data saver (the page's <html data-save-data="on">, from the
  // server or the web app's boot script): nothing moves by itself.
  const reducedMotion = useReducedMotion({ saveData: true });
  const playing = autoPlay && !paused && !hovered && !focusWithin && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % slides.length);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, slides.length]);

  const go = (step: number) => {
    setMoved(true);
    setIndex((i) => (i + step + slides.length) % slides.length);
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="oja-hero"
      data-slot="hero-slider"
      data-moved={moved ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        // Focus moving from one control to another inside the hero keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div className="oja-hero__viewport" aria-live={playing ? 'off' : 'polite'} id={`${id}-slides`}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group; a slide is not a form fieldset
          <div
            key={slide.id}
            id={`${id}-slide-${i + 1}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
            className={`oja-hero__slide oja-hero__slide--${slide.tone}`}
          >
            <h2 className="oja-hero__title">{slide.title}</h2>
            <p className="oja-hero__text">{slide.text}</p>
            <Button asChild size="lg" variant={slide.tone === 'green' ? 'secondary' : 'primary'}>
              <Link href={slide.href}>{slide.ctaLabel}</Link>
            </Button>
            {slides.length > 1 ? (
              <Suspense>
                <SlideLinks
                  id={id}
                  index={i}
                  count={slides.length}
                  itemName="slide"
                  show={setIndex}
                  className="oja-hero__controls"
                />
              </Suspense>
            ) : null}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        // Pause sits at the far end from the controls' right edge: it appears once the page is live (the
        // server cannot know the shopper's motion setting), and so it moves neither arrow.
        <Suspense>
          <CarouselControls
            className="oja-hero__controls"
            controls={`${id}-slides`}
            itemName="slide"
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            pause={{
              paused,
              onToggle: () => setPaused((p) => !p),
              hidden: !autoPlay || reducedMotion,
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
