import { SANDBOX_EXPOSED_MESSAGE } from '@oja/domain';
import { describe, expect, it } from 'vitest';
import { withMode } from '../src/web-shell.ts';

/** The shape of the built apps/web/dist/index.html, shortened. */
const page = `<!doctype html>
<html lang="en-NG">
  <head><title>Oja: buy now, pay small small</title></head>
  <body><div id="root"></div></body>
</html>`;

describe('withMode tells the web app which mode the server runs in', () => {
  it.each(['sandbox', 'production'] as const)('sets data-oja-mode="%s" on the <html> tag', (mode) => {
    expect(withMode(page, mode)).toContain(`<html lang="en-NG" data-oja-mode="${mode}">`);
  });

  it('keeps the rest of the page as it is', () => {
    const out = withMode(page, 'sandbox');
    expect(out.replace(' data-oja-mode="sandbox"', '')).toBe(page);
    expect(out.startsWith('<!doctype html>\n<html ')).toBe(true);
  });

  it('is idempotent', () => {
    const once = withMode(page, 'sandbox');
    expect(withMode(once, 'sandbox')).toBe(once);
  });

  it('replaces a mode already there instead of adding a second one', () => {
    const out = withMode(withMode(page, 'sandbox'), 'production');
    expect(out).toContain('<html lang="en-NG" data-oja-mode="production">');
    expect(out.match(/data-oja-mode/g)).toHaveLength(1);
  });

  it.each([
    ['double-quoted', `<html data-oja-mode="production" lang="en-NG">`],
    ['single-quoted', `<html data-oja-mode='production' lang="en-NG">`],
    ['unquoted', '<html data-oja-mode=production lang="en-NG">'],
    ['bare', '<html data-oja-mode lang="en-NG">'],
    ['upper-case', '<HTML DATA-OJA-MODE="production" lang="en-NG">'],
  ])('replaces a %s mode attribute and keeps the others', (_kind, tag) => {
    expect(withMode(`${tag}<body></body></html>`, 'sandbox')).toBe(
      '<html lang="en-NG" data-oja-mode="sandbox"><body></body></html>',
    );
  });

  it('works on a bare <html> tag and keeps attributes with ">" in their value', () => {
    expect(withMode('<html><body></body></html>', 'sandbox')).toBe(
      '<html data-oja-mode="sandbox"><body></body></html>',
    );
    expect(withMode('<html lang="en" data-note="a>b">', 'sandbox')).toBe(
      '<html lang="en" data-note="a>b" data-oja-mode="sandbox">',
    );
  });

  it('does not touch attributes that only look like the mode', () => {
    expect(withMode('<html data-oja-mode-x="1" lang="en">', 'sandbox')).toBe(
      '<html data-oja-mode-x="1" lang="en" data-oja-mode="sandbox">',
    );
  });

  it('changes only the <html> tag, not the doctype or a later mention of <html>', () => {
    const html = '<!DOCTYPE html><html lang="en"><body><pre>&lt;html&gt; <html-ish></pre></body></html>';
    expect(withMode(html, 'production')).toBe(
      '<!DOCTYPE html><html lang="en" data-oja-mode="production"><body><pre>&lt;html&gt; <html-ish></pre></body></html>',
    );
  });

  it('leaves a page without an <html> tag as it is', () => {
    expect(withMode('<p>no shell</p>', 'sandbox')).toBe('<p>no shell</p>');
  });

  it('marks a sandbox reachable from other machines, and never production', () => {
    const exposed = withMode(page, 'sandbox', true);
    expect(exposed).toContain(
      `<html lang="en-NG" data-oja-mode="sandbox" data-oja-exposed="${SANDBOX_EXPOSED_MESSAGE}">`,
    );
    expect(withMode(exposed, 'sandbox', true)).toBe(exposed);
    // Told again without it (or in production), the mark goes.
    expect(withMode(exposed, 'sandbox')).toBe(withMode(page, 'sandbox'));
    expect(withMode(page, 'production', true)).toBe(withMode(page, 'production'));
    expect(withMode('<html data-oja-exposed lang="en">', 'sandbox')).toBe(
      '<html lang="en" data-oja-mode="sandbox">',
    );
  });
});
