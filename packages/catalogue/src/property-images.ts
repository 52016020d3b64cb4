import { escapeXml } from './images';
import type { SeedCity, SeedProperty } from './types';

/** A sky and an ink per city, so a grid of listings reads by place: lagoon blue, Abuja green, Garden City ochre. */
const PALETTES: Record<SeedCity, { sky: string; ground: string; ink: string }> = {
  Lagos: { sky: '#e3f0f7', ground: '#cfe3ee', ink: '#17435c' },
  Abuja: { sky: '#e8f3e6', ground: '#d4e8cf', ink: '#2c5424' },
  PH: { sky: '#f7eedf', ground: '#ecdcc0', ink: '#6a4515' },
};

/** A grid of windows, `cols` × `rows`, in the box from (x, y) of `w` × `h`. */
function windows(x: number, y: number, w: number, h: number, cols: number, rows: number): string {
  const cellW = w / cols;
  const cellH = h / rows;
  const paths: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = Math.round(x + c * cellW + cellW * 0.25);
      const wy = Math.round(y + r * cellH + cellH * 0.25);
      paths.push(
        `M${wx} ${wy}h${Math.round(cellW * 0.5)}v${Math.round(cellH * 0.45)}h-${Math.round(cellW * 0.5)}z`,
      );
    }
  }
  return `<path d="${paths.join('')}"/>`;
}

/** The front of the home, by home type (800 × 600 canvas, ground at y 450). */
const FRONTS: Record<string, () => string> = {
  apartment: () =>
    `<rect x="270" y="110" width="260" height="340"/>${windows(270, 120, 260, 270, 3, 5)}<path d="M375 450v-55h50v55"/>`,
  studio: () =>
    `<rect x="300" y="230" width="200" height="220"/>${windows(300, 240, 200, 140, 2, 2)}<path d="M380 450v-60h40v60"/>`,
  duplex: () =>
    `<path d="M220 250L400 120L580 250"/><rect x="240" y="250" width="320" height="200"/>${windows(240, 260, 320, 130, 3, 2)}<path d="M380 450v-50h40v50"/>`,
  terrace: () =>
    `<path d="M150 270l90-80 90 80 90-80 90 80 90-80 90 80"/><rect x="160" y="270" width="480" height="180"/><path d="M320 270v180M480 270v180"/>${windows(160, 285, 480, 100, 6, 1)}<path d="M225 450v-50h30v50M385 450v-50h30v50M545 450v-50h30v50"/>`,
  bungalow: () =>
    `<path d="M170 300L400 180L630 300"/><rect x="200" y="300" width="400" height="150"/>${windows(200, 310, 400, 90, 4, 1)}<path d="M380 450v-55h40v55"/>`,
  penthouse: () =>
    `<rect x="300" y="150" width="200" height="300"/><rect x="330" y="90" width="140" height="60"/><path d="M310 90h180"/>${windows(300, 160, 200, 240, 3, 5)}<path d="M380 450v-45h40v45"/>`,
};

const LIVING_ROOM =
  '<rect x="470" y="130" width="170" height="150" rx="6"/><path d="M555 130v150M470 205h170"/>' +
  '<path d="M170 420v-90a20 20 0 0 1 20-20h240a20 20 0 0 1 20 20v90M150 420v-60h40v40h240v-40h40v60zM170 420v30M430 420v30"/>' +
  '<path d="M560 450v-110M530 340h60l-10-40h-40z"/>';

const BEDROOM =
  '<rect x="520" y="120" width="140" height="130" rx="6"/><path d="M590 120v130"/>' +
  '<path d="M140 450V280h60v80h300v-30a20 20 0 0 1 20-20h40a20 20 0 0 1 20 20v120M140 400h440"/>' +
  '<rect x="215" y="320" width="90" height="40" rx="12"/><path d="M620 450v-60h50v60"/>';

const LABELS = ['Front', 'Living room', 'Bedroom'];

/**
 * The `index`-th image of a seed listing (0 the front, 1 the living room, 2 a bedroom), made at seed time
 * without any network: a sky and an ink of its city, a line drawing, its area and what the picture shows.
 * About 1.5 KB. 800 × 600, the carousel's 4:3.
 */
export function propertyImageSvg(property: SeedProperty, index: number): string {
  const { sky, ground, ink } = PALETTES[property.city];
  const label = LABELS[index] ?? LABELS[0];
  const drawing =
    index === 1 ? LIVING_ROOM : index === 2 ? BEDROOM : (FRONTS[property.homeType] ?? FRONTS.apartment)?.();
  const area = property.area.length > 26 ? `${property.area.slice(0, 25)}…` : property.area;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">',
    `<title>${escapeXml(`${property.title}: ${label}`)}</title>`,
    `<rect width="800" height="600" fill="${sky}"/>`,
    `<rect y="450" width="800" height="150" fill="${ground}"/>`,
    `<g fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="M80 450h640"/>${drawing}</g>`,
    `<text x="400" y="530" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(area)}</text>`,
    `<text x="400" y="572" font-family="sans-serif" font-size="26" text-anchor="middle" fill="${ink}">${escapeXml(`${property.cityName} · ${label}`)}</text>`,
    '</svg>',
  ].join('');
}

/** The same image as a data URI, for Storybook fixtures and tests that must not touch the network. */
export function propertyImageDataUri(property: SeedProperty, index: number): string {
  return `data:image/svg+xml,${encodeURIComponent(propertyImageSvg(property, index))}`;
}
