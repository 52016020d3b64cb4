import type { SeedProduct } from './types';

/** Soft backgrounds and a darker ink per parent category, so a grid reads as a varied shelf. */
const PALETTES: Record<string, { background: string; ink: string }> = {
  electronics: { background: '#e6eef8', ink: '#1f3a5f' },
  'home-living': { background: '#f6ece1', ink: '#6b3e1d' },
  'lifestyle-consumer-goods': { background: '#f5e6ef', ink: '#6d1f4b' },
  'food-drink': { background: '#eaf4e4', ink: '#2f5a1f' },
};
const DEFAULT_PALETTE = { background: '#eeeeee', ink: '#333333' };

/** One simple line drawing per subcategory (600 × 600 canvas, centred around 300, 260). */
const GLYPHS: Record<string, string> = {
  phones: '<rect x="230" y="120" width="140" height="260" rx="22"/><circle cx="300" cy="352" r="9"/>',
  computers: '<rect x="170" y="150" width="260" height="170" rx="10"/><path d="M130 350h340l-30 30H160z"/>',
  tv: '<rect x="130" y="130" width="340" height="210" rx="10"/><path d="M260 340l-20 40h120l-20-40"/>',
  'home-appliances':
    '<rect x="210" y="110" width="180" height="280" rx="14"/><path d="M210 200h180M235 150v25M235 230v40"/>',
  gadgets:
    '<rect x="245" y="170" width="110" height="130" rx="30"/><path d="M265 170l10-50h50l10 50M265 300l10 50h50l10-50"/>',
  accessories:
    '<path d="M200 240a100 100 0 0 1 200 0"/><rect x="180" y="240" width="45" height="90" rx="18"/><rect x="375" y="240" width="45" height="90" rx="18"/>',
  'home-audio-theater':
    '<rect x="210" y="120" width="180" height="260" rx="20"/><circle cx="300" cy="290" r="55"/><circle cx="300" cy="180" r="25"/>',
  'video-games':
    '<path d="M190 220h220a60 60 0 0 1 0 120l-40-10H230l-40 10a60 60 0 0 1 0-120z"/><path d="M240 255v50M215 280h50"/><circle cx="370" cy="270" r="10"/>',
  decor:
    '<path d="M250 380h100l20-150c0-40-140-40-140 0z"/><path d="M300 230c-40-60-10-110 0-120 10 10 40 60 0 120"/>',
  furniture: '<path d="M150 250h300v90H150zM170 250v-60h260v60M170 340v40M430 340v40"/>',
  'bed-bath': '<path d="M130 330h340M150 330V190M450 330v-70H220v70M170 260h40"/>',
  'kitchen-dining':
    '<path d="M170 230h260v110a40 40 0 0 1-40 40H210a40 40 0 0 1-40-40zM140 230h320M260 200h80"/>',
  'garden-outdoor':
    '<path d="M300 380V220M300 280c-60 0-90-40-90-90 60 0 90 40 90 90zM300 250c50 0 80-30 80-80-50 0-80 30-80 80z"/>',
  'home-improvement': '<path d="M200 380l120-120M300 240l60-60 40 40-60 60zM330 150l60 60"/>',
  'personal-care':
    '<rect x="250" y="180" width="100" height="200" rx="20"/><rect x="275" y="130" width="50" height="50"/>',
  toys: '<rect x="190" y="250" width="110" height="110" rx="8"/><rect x="300" y="250" width="110" height="110" rx="8"/><rect x="245" y="140" width="110" height="110" rx="8"/>',
  beauty: '<rect x="260" y="230" width="80" height="150" rx="8"/><path d="M270 230v-60l60-30v90"/>',
  fashion:
    '<path d="M240 130l-90 60 30 60 40-20v150h160V230l40 20 30-60-90-60c-10 30-30 40-60 40s-50-10-60-40z"/>',
  'household-essentials': '<path d="M240 170h120l20 40v170H220V210zM270 170v-40h60v40"/>',
  entertainment: '<circle cx="300" cy="260" r="110"/><circle cx="300" cy="260" r="25"/>',
  books:
    '<path d="M150 160c60-20 110-10 150 20v200c-40-30-90-40-150-20zM450 160c-60-20-110-10-150 20v200c40-30 90-40 150-20z"/>',
  'baby-mother-care':
    '<rect x="255" y="170" width="90" height="200" rx="30"/><path d="M270 170v-30h60v30M280 140l20-30 20 30"/>',
  'health-wellness':
    '<path d="M300 370c-90-60-140-110-140-160a70 70 0 0 1 140-30 70 70 0 0 1 140 30c0 50-50 100-140 160z"/>',
  grocery: '<path d="M200 180h200l-20 200H220zM240 180c0-40 120-40 120 0"/>',
  confectionery:
    '<path d="M220 260h160M200 220h200v80H200zM200 220l-50-30v140l50-30M400 220l50-30v140l-50-30"/>',
  beverages: '<path d="M270 120h60v50l30 40v170H240V210l30-40z"/><path d="M240 260h120"/>',
};

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * A deterministic cover image for a seed product, made at seed time without any network: a soft colour of
 * its parent category, a line drawing of its subcategory, and its brand. About 1 KB.
 */
export function productImageSvg(product: SeedProduct): string {
  const { background, ink } = PALETTES[product.parentCategorySlug] ?? DEFAULT_PALETTE;
  const glyph = GLYPHS[product.subcategorySlug] ?? '<circle cx="300" cy="260" r="110"/>';
  const brand = escapeXml(product.brand.length > 22 ? `${product.brand.slice(0, 21)}…` : product.brand);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">',
    `<title>${escapeXml(product.productName)}</title>`,
    `<rect width="600" height="600" fill="${background}"/>`,
    `<g fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    `<text x="300" y="500" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${ink}">${brand}</text>`,
    '</svg>',
  ].join('');
}

/** The same image as a data URI, for Storybook fixtures and tests that must not touch the network. */
export function productImageDataUri(product: SeedProduct): string {
  return `data:image/svg+xml,${encodeURIComponent(productImageSvg(product))}`;
}
