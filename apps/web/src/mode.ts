/** The mode a server-rendered page was rendered in (entry-server.tsx sets it; the browser reads the page). */
let serverMode: string | undefined;
/** Whether that sandbox listens beyond its machine (the same way). */
let serverExposed = false;

/** Called by the server renderer for each page: on the server there is no `<html>` element to read. */
export function setServerMode(mode: string, exposed = false) {
  serverMode = mode;
  serverExposed = exposed;
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

/**
 * Whether the sandbox listens beyond its machine (apps/api with a non-loopback HOST), read from
 * `<html data-oja-exposed="true">`, which apps/api sets beside `data-oja-mode="sandbox"`: the marker then says
 * that anyone who reaches the shop can read its emails and move its clock. On the server, what the renderer
 * was given.
 */
export function isSandboxExposed(): boolean {
  if (!isSandbox()) return false;
  return typeof document === 'undefined'
    ? serverExposed
    : document.documentElement.dataset.ojaExposed === 'true';
}
