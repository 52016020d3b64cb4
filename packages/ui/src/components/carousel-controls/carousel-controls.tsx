import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './carousel-controls.css';

export interface CarouselControlsProps {
  /** The id of the slides' container, which Previous and Next control. */
  controls: string;
  /** What one item is called in the buttons' names: 'Previous slide', 'Next picture'. */
  itemName: string;
  onPrevious: () => void;
  onNext: () => void;
  /**
   * The Pause/Play toggle, for a carousel that moves on its own. `hidden` keeps its place until the page
   * knows it may move (the server cannot know the shopper's motion setting), so nothing shifts.
   */
  pause?: { paused: boolean; onToggle: () => void; hidden?: boolean };
  /** 'N / M' between the arrows, for sighted shoppers (each slide is already named 'N of M'). */
  position?: { current: number; count: number };
  /**
   * A slide's own Previous and Next, shown only until the app runs: links to the slides they lead to
   * (`#…-slide-3`), which the carousel's CSS shows by :target, so they work without JavaScript
   * (useSlideLinks). The carousel's own controls (no `hrefs`) show once the app runs.
   */
  hrefs?: { previous: string; next: string };
  className?: string;
}

/** Previous or Next: a link to its slide before the app starts (hrefs), else a button. */
function Step({
  href,
  controls,
  onStep,
  children,
}: {
  href: string | undefined;
  controls: string;
  onStep: () => void;
  children: ReactNode;
}) {
  const props = { className: 'oja-carousel-controls__control', 'aria-controls': controls };
  return href ? (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        // The app has taken the link over.
        event.preventDefault();
        onStep();
      }}
    >
      {children}
    </a>
  ) : (
    <button type="button" {...props} onClick={onStep}>
      {children}
    </button>
  );
}

/**
 * The controls of a carousel (the home page's hero, a home's pictures): Pause/Play first, as the ARIA
 * carousel pattern asks, then Previous, the position and Next. Accessibility: named buttons ('Previous
 * slide'), the arrows hidden from screen readers; Pause is a toggle (aria-pressed); 44 px targets. Before the
 * app starts Previous and Next may be links (`hrefs`), so the carousel works without JavaScript.
 */
export function CarouselControls({
  controls,
  itemName,
  onPrevious,
  onNext,
  pause,
  position,
  hrefs,
  className,
}: CarouselControlsProps) {
  return (
    <div
      data-slot="carousel-controls"
      className={cn('oja-carousel-controls', hrefs && 'oja-carousel-controls--links', className)}
    >
      {pause ? (
        <button
          type="button"
          className="oja-carousel-controls__control"
          aria-pressed={pause.paused}
          onClick={pause.onToggle}
          hidden={pause.hidden}
        >
          {pause.paused ? 'Play' : 'Pause'}
        </button>
      ) : null}
      <Step href={hrefs?.previous} controls={controls} onStep={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="oja-sr-only">Previous {itemName}</span>
      </Step>
      {position ? (
        <span className="oja-carousel-controls__position" aria-hidden="true">
          {position.current} / {position.count}
        </span>
      ) : null}
      <Step href={hrefs?.next} controls={controls} onStep={onNext}>
        <span aria-hidden="true">›</span>
        <span className="oja-sr-only">Next {itemName}</span>
      </Step>
    </div>
  );
}
