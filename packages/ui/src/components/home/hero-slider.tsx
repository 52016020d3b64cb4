import { lazy, Suspense, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../lib/link';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../button/button';
// Their CSS is the page's own (the server's page shows them before their code arrives).
import '../carousel-controls/carousel-controls.css';

// The controls load after the page's first load (carousel-parts.ts).
const parts = () => import('../carousel-controls/carousel-parts');
const CarouselControls = lazy(() => parts().then((m) => ({ default: m.CarouselControls })));
const SlideLinks = lazy(() => parts().then((m) => ({ default: m.SlideLinks })));
const AutoplayPauseBox = lazy(() => parts().then((m) => ({ default: m.AutoplayPauseBox })));
/** The slider moves every 3 seconds (spec: hero interval 3000 ms). */
export const HERO_INTERVAL_MS = 3000;
/** How many slides home.css's own autoplay knows (its keyframes and delays are written for this count). */
const CSS_AUTOPLAY_SLIDES = 3;

/**
 * The slide on screen, from the page's styles: until the hero first moves, home.css's autoplay may show
 * another slide than the one React rendered visible.
 */
function slideOnScreen(viewport: HTMLElement | null): number {
  const slides = viewport ? [...viewport.children] : [];
  return slides.findIndex((slide) => {
    const style = getComputedStyle(slide);
    return style.display !== 'none' && style.visibility === 'visible';
  });
}

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
 *
 * With three slides it moves in CSS (home.css) until the shopper first moves it: before the app starts and
 * without JavaScript too, pausing on hover, on focus and with a Pause box, and never under reduced motion or the
 * data saver. The app's own Pause pauses it there too (`data-paused`); the app's first move, from the slide
 * then on screen, hands the hero to its own timer.
 */
export function HeroSlider({ slides, autoPlay = true }: HeroSliderProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  // Only a slide that replaces another fades in: the first one is on screen at once (it is the page's largest
  // paint, which a fade would delay).
  const [moved, setMoved] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  // A Pause box ticked before the app ran: the app's own Pause, which takes its place, starts pressed.
  const pausedBeforeTheApp = useCallback(() => startTransition(() => setPaused(true)), []);
  // Hover and keyboard focus pause it apart: the mouse leaving must not restart it while focus is inside.
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Still for reduced motion, and under the data saver (the page's <html data-save-data="on">, from the
  // server or the web app's boot script): nothing moves by itself.
  const reducedMotion = useReducedMotion({ saveData: true });
  const playing = autoPlay && !paused && !hovered && !focusWithin && !reducedMotion && slides.length > 1;
  const cssPlays = autoPlay && slides.length === CSS_AUTOPLAY_SLIDES;

  const go = (step: number) => {
    // Until the hero first moves, the CSS's autoplay may show another slide than React's: start from that one.
    const from = moved ? -1 : slideOnScreen(viewport.current);
    setMoved(true);
    setIndex((i) => ((from < 0 ? i : from) + step + slides.length) % slides.length);
  };
  const show = useCallback((to: number) => {
    setMoved(true);
    setIndex(to);
  }, []);

  // The app's timer, once the hero has moved (the CSS's autoplay stops then), or where the CSS has none.
  useEffect(() => {
    if (!playing || (cssPlays && !moved)) return;
    const timer = setInterval(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % slides.length);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, cssPlays, moved, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="oja-hero"
      data-slot="hero-slider"
      data-moved={moved ? '' : undefined}
      data-autoplay={cssPlays ? CSS_AUTOPLAY_SLIDES : undefined}
      data-paused={paused ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        // Focus moving from one control to another inside the hero keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div
        ref={viewport}
        className="oja-hero__viewport"
        aria-live={playing ? 'off' : 'polite'}
        id={`${id}-slides`}
      >
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
                  show={show}
                  className="oja-hero__controls"
                />
              </Suspense>
            ) : null}
          </div>
        ))}
      </div>
      {cssPlays ? (
        // The CSS autoplay's own Pause, until the app's controls run (home.css shows it only while it plays).
        <Suspense>
          <AutoplayPauseBox className="oja-hero__autoplay-pause" onTickedBeforeTheApp={pausedBeforeTheApp} />
        </Suspense>
      ) : null}
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
