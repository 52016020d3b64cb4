import { secureHeaders } from 'hono/secure-headers';
import type { OjaMode } from './config.ts';

/**
 * The headers on every answer, pages and API alike. The bearer token lives in localStorage, so the page
 * must never run a script we did not ship: the CSP allows scripts, styles, fonts and images from this
 * origin only (no inline script: the Vite build has none), frames nowhere, and nothing may frame the shop.
 * HSTS tells browsers to use HTTPS only (ignored over plain http://localhost, so the sandbox still works).
 */
export function securityHeaders(mode: OjaMode) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Style attributes in the server's HTML (a skeleton's height, a grid cell's display): React sets them
      // through the DOM in the browser, which CSP does not check, but written in HTML they need this. An
      // attribute cannot load anything img-src and font-src would not allow, nor run script.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // data: for the 1.3 KB naira-sign subset that Vite inlines into the CSS (a font cannot run script).
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // Only the live shop is on HTTPS: upgrading in the sandbox would break http://localhost.
      ...(mode === 'production' ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
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
}
