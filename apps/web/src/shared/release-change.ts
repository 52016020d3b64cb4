/** When the page last loaded itself again for a missing file (sessionStorage): at most once in 10 s. */
const RELOADED_AT_KEY = 'oja.release-reloaded-at';

/**
 * A page left open while a new release is deployed still asks for its own release's files when the shopper
 * opens a part it has not loaded yet (a route's lazy code), and the new release's server has none of them:
 * each file's name carries its content's hash. Vite reports the failed import as `vite:preloadError`; the page
 * then loads again at the address it shows (the route the shopper was going to), from the server's HTML of
 * the new release, which names only that release's files: a page never mixes two releases
 * (e2e/tests/release-change.spec.ts). Not offline, where the file would fail again (the failure then shows where
 * the part goes), and not twice in 10 s, so a file missing for another reason cannot loop.
 */
export function reloadForANewRelease() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY)) < 10_000) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    location.reload();
  });
}
