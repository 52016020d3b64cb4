import { useLayoutEffect, useRef } from 'react';
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
  className?: string;
}

/**
 * The controls of a carousel (the home page's hero, a home's pictures): Pause/Play first, as the ARIA
 * carousel pattern asks, then Previous, the position and Next. Accessibility: named buttons ('Previous
 * slide'), the arrows hidden from screen readers; Pause is a toggle (aria-pressed); 44 px targets.
 */
export function CarouselControls({
  controls,
  itemName,
  onPrevious,
  onNext,
  pause,
  position,
  className,
}: CarouselControlsProps) {
  // Not `data-live` on the server and until these controls hydrate: the CSS then hides them (they would do
  // nothing) and shows each slide's links instead (carousel-controls.css, SlideLinks). Set on the element as it
  // is mounted or hydrated, before the browser paints, rather than by a re-render: a value that differs between
  // the server's render and the browser's re-renders the carousel in one synchronous task after hydration.
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    root.current?.setAttribute('data-live', '');
  }, []);
  return (
    <div ref={root} data-slot="carousel-controls" className={cn('oja-carousel-controls', className)}>
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
      <button
        type="button"
        className="oja-carousel-controls__control"
        aria-controls={controls}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
        <span className="oja-sr-only">Previous {itemName}</span>
      </button>
      {position ? (
        <span className="oja-carousel-controls__position" aria-hidden="true">
          {position.current} / {position.count}
        </span>
      ) : null}
      <button
        type="button"
        className="oja-carousel-controls__control"
        aria-controls={controls}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
        <span className="oja-sr-only">Next {itemName}</span>
      </button>
    </div>
  );
}
