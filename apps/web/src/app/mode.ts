/** The mode a server-rendered page was rendered in (entry-server.tsx sets it; the browser reads the page). */
let serverMode: string | undefined;
/** What the page says when that sandbox listens beyond its machine (the same way). */
let serverExposure: string | undefined;

/** Called by the server renderer for each page: on the server there is no `<html>` element to read. */
export function setServerMode(mode: string, exposure?: string) {
  serverMode = mode;
  serverExposure = exposure;
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
 * The warning the Sandbox strip adds when the sandbox listens beyond its machine (apps/api with a
 * non-loopback HOST), read from `<html data-oja-exposed="…">`, which apps/api writes beside
 * `data-oja-mode="sandbox"` (the sentence lives in the page, not in the first load's JavaScript); on the
 * server, what the renderer was given. Undefined when the shop is not exposed.
 */
export function sandboxExposure(): string | undefined {
  if (!isSandbox()) return undefined;
  return (
    (typeof document === 'undefined' ? serverExposure : document.documentElement.dataset.ojaExposed) ||
    undefined
  );
}
