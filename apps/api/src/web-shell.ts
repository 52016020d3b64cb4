import { SANDBOX_EXPOSED_MESSAGE } from '@oja/domain';

/** How the server runs: sandbox adapters (the default of `npm start`) or the real services. */
export type OjaMode = 'sandbox' | 'production';

/** The opening `<html …>` tag (not `<!doctype html>`, not `<htmlfoo>`), attributes in group 1. */
const HTML_TAG = /<html(?=[\s>])((?:[^>"']|"[^"]*"|'[^']*')*)>/i;
/**
 * An existing data-oja-mode or data-oja-exposed attribute, quoted, single-quoted, unquoted or bare, with its
 * leading space.
 */
const MODE_ATTRIBUTE = /\s+data-oja-(?:mode|exposed)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=\s|$)/gi;

/**
 * Sets `data-oja-mode="…"` on the page's `<html>` tag so the web app knows, without a request, whether to
 * show the Sandbox marker, and `data-oja-exposed="{the warning}"` beside it when a sandbox listens beyond
 * this machine (`exposed`, from HOST: config.ts), so the marker says that its outbox and clock are open to
 * anyone (the domain's SANDBOX_EXPOSED_MESSAGE). Keeps
 * every other attribute, replaces existing ones (so calling it twice gives the same page), and leaves a page
 * without an `<html>` tag as it is.
 */
export function withMode(html: string, mode: OjaMode, exposed = false): string {
  // The warning itself goes in the page, so the shop's first-load JavaScript carries no copy of it.
  const exposure =
    mode === 'sandbox' && exposed ? ` data-oja-exposed="${escapeAttribute(SANDBOX_EXPOSED_MESSAGE)}"` : '';
  return html.replace(HTML_TAG, (_tag, attributes: string) => {
    const others = attributes.replace(MODE_ATTRIBUTE, '').trimEnd();
    return `<html${others} data-oja-mode="${mode}"${exposure}>`;
  });
}

/** Text made safe inside a double-quoted attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
