import { startTransition, useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function stillNow(countSaveData: boolean): boolean {
  return matchMedia(REDUCED_MOTION).matches || (countSaveData && !!document.documentElement.dataset.saveData);
}

/**
 * Whether nothing may move by itself: the shopper prefers reduced motion or, with `saveData`, the page is
 * under the data saver (`<html data-save-data="on">`, from the server or the web app's boot script).
 *
 * True on the server and in the browser's first render, which for a server-rendered page must be the server's;
 * the browser's answer follows once the component is on screen, and again whenever the setting changes, each
 * as a transition. Not useSyncExternalStore: where the browser's answer differs from the server's, React
 * re-renders the component (a carousel with its slides) in one synchronous task right after hydration, the
 * longest task of home on a slow phone (Lighthouse's 4x CPU slowdown); a transition is rendered in slices.
 */
export function useReducedMotion({ saveData = false }: { saveData?: boolean } = {}): boolean {
  const [still, setStill] = useState(true);
  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const update = () => startTransition(() => setStill(stillNow(saveData)));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [saveData]);
  return still;
}
