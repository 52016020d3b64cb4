/**
 * The only script a server-rendered page names in its HTML (server-document.ts puts it in place of the app's
 * entry, whose address it carries as `data-app-src`). It starts the app once the page is on screen with its
 * images: until then the app's ~100 KB of JavaScript would share a slow network with the HTML, CSS, font and
 * images the first view needs, and its parsing would hold up a slow phone's first paint. Everything on the
 * page works before it as plain HTML (links, the header's search); the app then hydrates it.
 *
 * It imports nothing and stays a few hundred bytes.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-app-src]');

function startApp() {
  const src = entry?.dataset.appSrc;
  if (!src) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
}

function startAfterNextPaint() {
  // A background tab paints nothing to wait for (and runs no animation frames).
  if (document.visibilityState === 'hidden') startApp();
  // A frame's callback runs just before its paint; a task queued from it runs after the paint.
  else requestAnimationFrame(() => setTimeout(startApp, 0));
}

if (document.readyState === 'complete') startAfterNextPaint();
else addEventListener('load', startAfterNextPaint, { once: true });
