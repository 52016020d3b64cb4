import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { OjaMode } from './config.ts';

/** The CSP source that allows exactly this inline script or style: its SHA-256, base64. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A classic inline script as a page template carries it: `<script>` with no attribute (no src, no type). */
const TEMPLATE_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of the inline scripts a page template (apps/web's index.html) carries in its own markup:
 * the head's one line that chooses the page's font (apps/web/index.html), whatever renders the page after.
 */
export function templateScriptSources(template: string): string[] {
  return [...template.matchAll(TEMPLATE_INLINE_SCRIPT)].map((match) => cspHashSource(match[1] ?? ''));
}

/**
 * The Content-Security-Policy. The bearer token lives in localStorage, so the page must never run a script we
 * did not ship: scripts, styles, fonts and images come from this origin only, frames from nowhere, and nothing
 * may frame the shop. The only inline code allowed is what is named by its hash: the boot script a rendered
 * page carries (apps/web/src/boot.ts), the template's own line in its head (templateScriptSources) and a
 * rendered page's own stylesheet (page-stylesheets.ts).
 */
export function contentSecurityPolicy(
  mode: OjaMode,
  inline: { scripts?: readonly string[]; styles?: readonly string[] } = {},
): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(inline.scripts ?? [])],
    ['style-src', "'self'", ...(inline.styles ?? [])],
    // Style attributes in the server's HTML (a skeleton's height, a grid cell's display): React sets them
    // through the DOM in the browser, which CSP does not check, but written in HTML they need this. An
    // attribute cannot load anything img-src and font-src would not allow, nor run script.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    // Only the shop's own font files: both apps' builds keep every font a file (their vite.config.ts).
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    // Only the live shop is on HTTPS: upgrading in the sandbox would break http://localhost.
    ...(mode === 'production' ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const CSP_HEADER = 'Content-Security-Policy';

/**
 * The headers on every answer, pages and API alike: the CSP above (an answer that set its own, a rendered
 * page naming its stylesheet, keeps it), and HSTS, which tells browsers to use HTTPS only (ignored over plain
 * http://localhost, so the sandbox still works).
 */
export function securityHeaders(mode: OjaMode, inlineScripts: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(mode, { scripts: inlineScripts });
  const others = secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy (Hono sends `same-origin` by default). It makes a page arriving from any
    // other page (even a new tab's about:blank) start in a browsing context group, and so a renderer process,
    // of its own: measured with Lighthouse's 4x CPU, the navigation's first task grew from 10-22 ms to 14-47 ms
    // of real time and blocking time after the first paint from 0-110 ms to 36-188 ms (product page, 12 runs
    // without it, 11 with it), which cost every page its 100. What it would guard, another window keeping a handle on the shop's,
    // finds nothing here: no page has a frame or listens for messages, frame-ancestors 'none' keeps the shop
    // out of frames, and links we open in a new tab get noopener.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    // The shop uses none of these; a script that got in could not either.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
  return async (c, next) => {
    await others(c, next);
    if (!c.res.headers.has(CSP_HEADER)) c.res.headers.set(CSP_HEADER, policy);
  };
}
