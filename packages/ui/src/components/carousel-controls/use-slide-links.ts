import { useEffect } from 'react';

/**
 * A carousel that works before its app starts and without JavaScript: each slide has an id (`slideId`) and,
 * besides the carousel's own controls, Previous and Next links to its neighbours (CarouselControls with
 * `hrefs`), which show only until the app runs; the slide the address targets (:target) shows meanwhile
 * (carousel-controls.css). Once the app runs it shows the slide such a link led to: a tap made while it
 * started is not lost.
 */
export function useSlideLinks(id: string, count: number, show: (index: number) => void) {
  useEffect(() => {
    for (let i = 1; i < count; i++) {
      if (document.getElementById(`${id}-slide-${i + 1}`)?.matches(':target')) show(i);
    }
  }, [id, count, show]);
  return (index: number) => `${id}-slide-${((index + count) % count) + 1}`;
}
