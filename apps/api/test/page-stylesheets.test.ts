import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { afterAll, describe, expect, it } from 'vitest';
import {
  criticalCss,
  pageClassNames,
  pageStylesheetInliner,
  requiredClasses,
} from '../src/page-stylesheets.ts';
import { cspHashSource } from '../src/security-headers.ts';

/** A build's two stylesheets, as Vite writes them (minified), joined for a page as page-stylesheets.ts does. */
const dist = mkdtempSync(join(tmpdir(), 'oja-critical-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'assets/index-abc123.css'),
  [
    '@font-face{font-family:Inter;font-display:swap;src:url(/assets/inter.woff2)format("woff2")}',
    ':root{--green:#0b5d3b}',
    '*{box-sizing:border-box}',
    'body{margin:0}',
    '.card{padding:8px}',
    '.card:hover{background:#eee}',
    '.menu[open] .menu__list{display:block}',
    '.menu__list:focus-visible{outline:2px solid}',
    '.card__title::before{content:"·"}',
    '.dialog{position:fixed}',
    '.toast,.card__title,.dialog__close{font-weight:600}',
    '.dialog .card{padding:16px}',
    '.card:not(.dialog){border:1px solid}',
    '.card[data-state=open]{color:var(--green)}',
    '@media (min-width:640px){.card{padding:12px}.dialog{inset:0}}',
    '@media (min-width:1024px){.toast{right:0}}',
    '@supports (display:grid){.menu__list{display:grid}}',
    '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '@property --angle{syntax:"<angle>";inherits:false;initial-value:0deg}',
  ].join(''),
);
writeFileSync(join(dist, 'assets/footer-def456.css'), '.footer{color:green}.footer__link{color:inherit}');

const NAME = 'index-abc123+footer-def456.css';
/** A rendered page as apps/web's server-document.ts writes it: the joined stylesheet linked, the app's HTML. */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/css/${NAME}"></head><body>${body}</body></html>`;
const productPage = page(
  '<article class="card"><h2 class="card__title">Fridge</h2></article>' +
    '<details class="menu"><summary>Menu</summary><ul class="menu__list"><li>Phones</li></ul></details>' +
    '<footer class="footer"></footer>',
);
const style = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

describe('a page carries the CSS its HTML can use', () => {
  const inline = pageStylesheetInliner(dist);

  it('keeps the rules of the classes on the page with their states and widths, and the rules of no class', async () => {
    const { html } = await inline(productPage);
    expect(style(html)).toBe(
      [
        // Its text is drawn at once, in the font at hand (see the next test).
        '@font-face{font-family:Inter;font-display:optional;src:url(/assets/inter.woff2)format("woff2")}',
        ':root{--green:#0b5d3b}',
        '*{box-sizing:border-box}',
        'body{margin:0}',
        '.card{padding:8px}',
        '.card:hover{background:#eee}',
        '.menu[open] .menu__list{display:block}',
        '.menu__list:focus-visible{outline:2px solid}',
        '.card__title::before{content:"·"}',
        // A selector list keeps the selectors that can apply.
        '.card__title{font-weight:600}',
        // A class in :not() is not one the element must have.
        '.card:not(.dialog){border:1px solid}',
        '.card[data-state=open]{color:var(--green)}',
        // An @media keeps its rules that apply; one left empty goes.
        '@media (min-width:640px){.card{padding:12px}}',
        '@supports (display:grid){.menu__list{display:grid}}',
        '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
        '@property --angle{syntax:"<angle>";inherits:false;initial-value:0deg}',
        // The second part's, after the line that joins the parts.
        '\n.footer{color:green}\n',
      ].join(''),
    );
  });

  it('draws its text without waiting for a font from the network: `font-display: optional`', async () => {
    const { html } = await inline(productPage);
    expect(style(html)).toMatch(/@font-face\{[^}]*font-display:optional/);
    expect(style(html)).not.toContain('swap');
  });

  it("drops the rules of classes that are not on the page (a dialog's, a toast's, a link's)", async () => {
    const css = style((await inline(productPage)).html) ?? '';
    expect(css).not.toMatch(/\.dialog\{|\.dialog \.card|\.toast|\.footer__link|inset:0|right:0/);
  });

  it('names the whole stylesheet less the fonts it declares (for the boot script) where its link was, and links nothing', async () => {
    const { html } = await inline(productPage);
    expect(html).toContain(
      '<meta name="oja-page-stylesheet" content="/assets/css/index-abc123+footer-def456.without-fonts.css">',
    );
    expect(style(html)).toContain('@font-face{font-family:Inter');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('allows exactly the written CSS by its hash, and the same page twice is the same bytes', async () => {
    const first = await inline(productPage);
    expect(first.styleSources).toEqual([cspHashSource(style(first.html) ?? '')]);
    const again = await inline(productPage);
    expect(again.html).toBe(first.html);
    expect(again.styleSources).toEqual(first.styleSources);
    // And from a server that has never seen the page (another instance, after a restart).
    expect((await pageStylesheetInliner(dist)(productPage)).html).toBe(first.html);
  });

  it('writes more rules into a page with more classes', async () => {
    const { html, styleSources } = await inline(
      page(
        '<div class="dialog"><button class="dialog__close">Close</button><article class="card"></article></div>',
      ),
    );
    const css = style(html) ?? '';
    expect(css).toContain('.dialog{position:fixed}');
    expect(css).toContain('.dialog .card{padding:16px}');
    expect(css).toContain('@media (min-width:640px){.card{padding:12px}.dialog{inset:0}}');
    expect(css).toContain('.dialog__close{font-weight:600}');
    expect(styleSources).toEqual([cspHashSource(css)]);
  });
});

it('keeps an emptied named @layer as a statement, so the layers keep their order, and drops other emptied at-rules', () => {
  const stylesheet = postcss.parse(
    '@layer base{.dialog{color:red}}@layer ui{.card{color:blue}}@layer{.toast{top:0}}@supports (gap:0){.toast{gap:0}}',
  );
  expect(criticalCss(stylesheet, new Set(['card']))).toBe('@layer base;@layer ui{.card{color:blue}}');
});

describe('the classes of a page and of a selector', () => {
  it("reads every class of the HTML's class attributes", () => {
    expect([
      ...pageClassNames('<p class="a  b"><i class="c\nd">x</i><b data-class="e">class="f"</b></p>'),
    ]).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([
    ['.a .b:hover', ['a', 'b']],
    ['.a>.b+.c~.d', ['a', 'b', 'c', 'd']],
    ['.a[data-x=".b"]', ['a']],
    ['.a:not(.b)', ['a']],
    [':is(.a,.b) .c', ['c']],
    ['.a:has(>.b[data-live])', ['a']],
    ['.md\\:flex', ['md:flex']],
    ['.\\31 0', ['10']],
    ['div::before', []],
  ])('%s needs %j', (selector, names) => {
    expect(requiredClasses(selector)).toEqual(names);
  });
});
