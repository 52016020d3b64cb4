import { useContext } from 'react';
import { PageHeadContext } from '../shared/page-head';

/**
 * The sandbox marker's state: null unless the shop runs in sandbox mode, else the warning it adds when the
 * sandbox listens beyond its machine. In the browser, read from `<html data-oja-mode>` and
 * `<html data-oja-exposed>`, which apps/api sets on every page it serves (apps/api/src/web-shell.ts; Vite's
 * dev server sets the mode too: vite-mode-plugin.ts; the sentence lives in the page, not in the first load's
 * JavaScript). A page without the attribute (the bare build) shows no marker: production never shows it by
 * mistake. On the server, what the renderer was given for this page (its ServerPage): no module state.
 */
export function useSandbox(): { exposed: string | undefined } | null {
  const { mode, exposure } = import.meta.env.SSR
    ? // biome-ignore lint/correctness/useHookAtTopLevel: the build decides which branch runs, never a render.
      (useContext(PageHeadContext) ?? { mode: undefined, exposure: undefined })
    : {
        mode: document.documentElement.dataset.ojaMode,
        exposure: document.documentElement.dataset.ojaExposed,
      };
  return mode === 'sandbox' ? { exposed: exposure || undefined } : null;
}
