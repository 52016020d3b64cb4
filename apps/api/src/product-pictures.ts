import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PICTURE_SIZE,
  type PictureProduct,
  productPictureCount,
  productPictureStyle,
  productPictureSvg,
} from '@oja/catalogue';
import sharp from 'sharp';
import { PICTURE_WIDTHS, picturedProduct } from './wire/product-images.ts';

/**
 * The product pictures as the web serves them: each seed product's drawings (packages/catalogue) as WebP and
 * AVIF at a few widths. A picture is encoded the first time it is asked for and kept on disk beside the cover
 * SVGs, so start-up encodes nothing (1,000+ products × 3 views × 5 widths × 2 formats would take minutes) and
 * each size is encoded once per data folder. Its URL names the drawings' style, so a new style is a new URL
 * and the year-long immutable cache never shows an old drawing.
 */

const FORMATS = { webp: 'image/webp', avif: 'image/avif' } as const;
type PictureFormat = keyof typeof FORMATS;

export interface EncodedPicture {
  body: Buffer;
  type: string;
}

/** `1-320.webp` → view 0, width 320, WebP; null for anything not served. */
function parseFile(file: string): { view: number; width: number; format: PictureFormat } | null {
  const match = /^([1-9])-(\d{2,4})\.(webp|avif)$/.exec(file);
  if (!match) return null;
  const view = Number(match[1]) - 1;
  const width = Number(match[2]);
  if (view >= productPictureCount || !(PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  return { view, width, format: match[3] as PictureFormat };
}

/**
 * The widest picture a data saver gets (`Save-Data: on`): a card's width on a phone at 1x. The browser scales
 * it to the place the page gives it: softer on a sharp screen, and a fraction of the bytes.
 */
const DATA_SAVER_WIDTH = 320;

/**
 * The file a data saver is answered with for `file`: the same view and format, no wider than DATA_SAVER_WIDTH
 * (`1-960.webp` → `1-320.webp`); any other name unchanged (it is refused as it would be).
 */
export function dataSaverFile(file: string): string {
  const parsed = parseFile(file);
  if (!parsed || parsed.width <= DATA_SAVER_WIDTH) return file;
  return `${parsed.view + 1}-${DATA_SAVER_WIDTH}.${parsed.format}`;
}

/** Renders the drawing at `width` (square) in `format`. */
async function encode(product: PictureProduct, view: number, width: number, format: PictureFormat) {
  // Rasterised at the target size (density scales the SVG's 600 units), never scaled up from 600 px.
  const image = sharp(Buffer.from(productPictureSvg(product, view)), {
    density: Math.ceil((72 * width) / PICTURE_SIZE),
  }).resize(width, width);
  return format === 'webp'
    ? image.webp({ quality: 82, effort: 4 }).toBuffer()
    : image.avif({ quality: 55, effort: 3 }).toBuffer();
}

/**
 * The pictures of `imagesDir/pictures/`: `get` answers a picture (from disk, else encoded and written there),
 * or null for an unknown product, style, view, width or format. Two requests for one picture at once encode it
 * once.
 */
export function productPictures(imagesDir: string) {
  const folder = join(imagesDir, 'pictures', productPictureStyle);
  const inFlight = new Map<string, Promise<Buffer>>();
  return {
    async get(productID: string, style: string, file: string): Promise<EncodedPicture | null> {
      const product = picturedProduct(productID);
      const parsed = parseFile(file);
      if (!product || !parsed || style !== productPictureStyle) return null;
      const { view, width, format } = parsed;
      const path = join(folder, `${productID}-${view + 1}-${width}.${format}`);
      const cached = await readFile(path).catch(() => null);
      if (cached) return { body: cached, type: FORMATS[format] };
      let pending = inFlight.get(path);
      if (!pending) {
        pending = (async () => {
          const body = await encode(product, view, width, format);
          await mkdir(folder, { recursive: true });
          // Written aside and renamed, so a reader never sees half a file.
          const partial = `${path}.${process.pid}.part`;
          await writeFile(partial, body);
          await rename(partial, path);
          return body;
        })().finally(() => inFlight.delete(path));
        inFlight.set(path, pending);
      }
      return { body: await pending, type: FORMATS[format] };
    },
  };
}
