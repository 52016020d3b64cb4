import { useEffect } from 'react';
import { cn } from '../../lib/cn';

export interface SlideLinksProps {
  /** The carousel's id: slide n is `${id}-slide-${n}` (from 1), its slides' container `${id}-slides`. */
  id: string;
  /** The slide these links are on, from 0. */
  index: number;
  count: number;
  /** What one item is called in the links' names: 'Previous slide', 'Next picture'. */
  itemName: string;
  /** Shows slide `index` in the app (the carousel's own state). */
  show: (index: number) => void;
  /** 'N / M' between the arrows, as the carousel's own controls show it. */
  withPosition?: boolean;
  className?: string;
}

/**
 * A slide's own Previous and Next, until the app runs: links to its neighbours' ids, which work without
 * JavaScript (the carousel's CSS shows the :target slide; carousel-controls.css shows these links only until
 * <html> is data-hydrated, and the carousel's buttons after). The carousel loads this module lazily: the server
 * renders it into the page, and the browser keeps that HTML (plain links) until the module arrives, so it adds
 * nothing to a page's first load. Once it runs, the slide a link led to before is the one the app shows (a tap
 * made while the app started is not lost), and a tap on a link is the app's.
 */
export default function SlideLinks({
  id,
  index,
  count,
  itemName,
  show,
  withPosition,
  className,
}: SlideLinksProps) {
  const slideId = (n: number) => `${id}-slide-${((n + count) % count) + 1}`;
  const own = slideId(index);
  // Once, when the module arrives: the address still names the slide the shopper went to.
  useEffect(() => {
    if (document.getElementById(own)?.matches(':target')) show(index);
  }, [own, index, show]);
  const link = (to: number, arrow: string, name: string) => (
    <a
      href={`#${slideId(to)}`}
      className="oja-carousel-controls__control"
      aria-controls={`${id}-slides`}
      onClick={(event) => {
        event.preventDefault();
        show((to + count) % count);
      }}
    >
      <span aria-hidden="true">{arrow}</span>
      <span className="oja-sr-only">
        {name} {itemName}
      </span>
    </a>
  );
  return (
    <div
      data-slot="carousel-controls"
      className={cn('oja-carousel-controls', 'oja-carousel-controls--links', className)}
    >
      {link(index - 1, '‹', 'Previous')}
      {withPosition ? (
        <span className="oja-carousel-controls__position" aria-hidden="true">
          {index + 1} / {count}
        </span>
      ) : null}
      {link(index + 1, '›', 'Next')}
    </div>
  );
}
