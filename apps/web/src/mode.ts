/** The mode a server-rendered page was rendered in (entry-server.tsx sets it; the browser reads the page). */
let serverMode: string | undefined;

/** Called once by the server renderer: on the server there is no `<html>` element to read the mode from. */
export function setServerMode(mode: string) {
  serverMode = mode;
}

/**
 * Whether the shop runs in sandbox mode, read from `<html data-oja-mode>`: apps/api sets it on every page it
 * serves (apps/api/src/web-shell.ts), and Vite's dev server does too (vite-mode-plugin.ts). A page without
 * the attribute (the bare build) is not a sandbox as far as the marker goes: production never shows it by
 * mistake. On the server, the mode the renderer was given.
 */
export function isSandbox(): boolean {
  const mode = typeof document === 'undefined' ? serverMode : document.documentElement.dataset.ojaMode;
  return mode === 'sandbox';
}
