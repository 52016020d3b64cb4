/**
 * How every tool here launches Debian's Chromium (Playwright, the Vitest browser provider, Lighthouse):
 * never a browser a tool downloads itself, and flags that keep it off this closed network (../shared/TOOLCHAIN.md, beside the repository).
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
