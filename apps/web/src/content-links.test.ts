import type { StaticBlock, StaticPageContent, StaticText } from '@oja/content';
import * as content from '@oja/content';
import { describe, expect, it } from 'vitest';
import { routeList } from './routes';
import { isServerRendered, routeAt } from './ssr/prefetch';

/**
 * The static and legal pages' words (@oja/content) link to the shop's own pages by the domain's path
 * constants, which the route manifest routes too. Whatever a page's text links to must be a page the shop
 * serves: a route of its own, not the catch-alls that would show a listing or the 404 for a mistyped path.
 */

/** The routes that take any path: a link that lands on one of them names no page of the shop. */
const CATCH_ALLS = new Set(['listing', 'product', 'realEstateNotFound', 'notFound']);

const pages = Object.entries(content).filter((entry): entry is [string, StaticPageContent] =>
  entry[0].endsWith('Page'),
);

function hrefsOf(text: StaticText): string[] {
  return typeof text === 'string'
    ? []
    : text.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
}

function blockHrefs(block: StaticBlock): string[] {
  return typeof block === 'object' && 'list' in block ? block.list.flatMap(hrefsOf) : hrefsOf(block);
}

/** The shop's paths a page links to (mailto: and tel: aside), without their query or fragment. */
function shopPathsOf(page: StaticPageContent): string[] {
  const blocks = [...page.intro, ...page.sections.flatMap((section) => section.blocks)];
  return blocks
    .flatMap(blockHrefs)
    .filter((href) => href.startsWith('/'))
    .map((href) => href.replace(/[?#].*$/, ''));
}

/** The manifest's route at `path`, as the app's tables find it (a path left to the browser among its routes). */
function routeNameAt(path: string): string | undefined {
  const found = routeAt(path, { signedIn: !isServerRendered(path) });
  return routeList.find(([, route]) => route === found?.route)?.[0];
}

describe("the static pages' links", () => {
  it('are read from every page of the content package', () => {
    expect(pages.length).toBeGreaterThanOrEqual(11);
    expect(pages.flatMap(([, page]) => shopPathsOf(page)).length).toBeGreaterThan(20);
  });

  it.each(pages)('%s links only to pages the shop serves', (_, page) => {
    for (const path of shopPathsOf(page)) {
      const route = routeNameAt(path);
      expect(route, path).toBeDefined();
      expect(CATCH_ALLS.has(route ?? ''), `${path} lands on the ${route} route`).toBe(false);
    }
  });
});
