/**
 * The server's mode, read once from `<html data-oja-mode>`: apps/api sets it on every page it serves
 * (apps/api/src/web-shell.ts), and Vite's dev server does too (vite-mode-plugin.ts). A page without the
 * attribute (the bare build) is not a sandbox as far as the marker goes: production never shows it by mistake.
 */
export const isSandbox = document.documentElement.dataset.ojaMode === 'sandbox';
