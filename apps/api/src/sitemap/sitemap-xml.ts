/**
 * The sitemap protocol's documents (sitemaps.org): a `urlset` of pages, or a `sitemapindex` of sitemap files,
 * each entry an absolute, entity-escaped URL in a `loc`. Built as text: the format is a handful of fixed
 * elements, and a file of 50,000 URLs is joined in one pass.
 */

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The five characters XML asks escaped in text (sitemaps.org asks it of every URL). */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => XML_ENTITIES[character] ?? character);
}

const entries = (element: string, locations: Iterable<string>) =>
  Array.from(locations, (location) => `<${element}><loc>${escapeXml(location)}</loc></${element}>`).join(
    '\n',
  );

/** A sitemap of pages: `locations` are absolute URLs, at most 50,000 (the caller splits past it). */
export function urlset(locations: Iterable<string>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries('url', locations)}\n</urlset>\n`;
}

/** An index of sitemap files: `locations` are the files' absolute URLs. */
export function sitemapIndex(locations: Iterable<string>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries('sitemap', locations)}\n</sitemapindex>\n`;
}
