import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export interface AutoplayPauseBoxProps {
  /** Called once, as the app takes the carousel over, if the box was ticked before: the app then stays paused. */
  onTickedBeforeTheApp: () => void;
  className?: string;
}

/**
 * The Pause of a carousel that moves in CSS before the app starts (home's offers, home.css): a checkbox the CSS
 * reads, so it works without JavaScript. It is shown only while the CSS moves the carousel and the carousel's
 * own controls have not hydrated. Loaded lazily with them (carousel-parts.ts): the server renders it into the
 * page, and the browser keeps that HTML until the chunk arrives, so it adds nothing to a page's first load.
 */
export default function AutoplayPauseBox({ onTickedBeforeTheApp, className }: AutoplayPauseBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  // Once, when the module arrives: the shopper's choice made before it is kept.
  useEffect(() => {
    if (box.current?.checked) onTickedBeforeTheApp();
  }, [onTickedBeforeTheApp]);
  return (
    <label className={cn('oja-carousel-controls__control', 'oja-carousel-controls__pause-box', className)}>
      <input ref={box} type="checkbox" />
      Pause
    </label>
  );
}
