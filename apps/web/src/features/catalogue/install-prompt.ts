import { useEffect, useState } from 'react';

/** Chrome's `beforeinstallprompt` event: what it offers (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** Where boot.ts keeps the event (it often fires before the app runs) and the event it then dispatches. */
type WithInstallPrompt = Window & { ojaInstallPrompt?: InstallPromptEvent | undefined };

/**
 * Home's 'Install the app': a function that asks the browser to install the shop, once the browser has offered
 * to (boot.ts keeps its `beforeinstallprompt`); undefined where it cannot (Safari, Firefox, already installed),
 * where the banner says how to add the shop to the home screen instead. The prompt can be shown once.
 */
export function useInstallPrompt(): (() => void) | undefined {
  const [offer, setOffer] = useState<InstallPromptEvent>();
  useEffect(() => {
    const take = () => setOffer((window as WithInstallPrompt).ojaInstallPrompt);
    take();
    addEventListener('oja-installable', take);
    return () => removeEventListener('oja-installable', take);
  }, []);
  if (!offer) return undefined;
  return () => {
    (window as WithInstallPrompt).ojaInstallPrompt = undefined;
    setOffer(undefined);
    void offer.prompt();
  };
}
