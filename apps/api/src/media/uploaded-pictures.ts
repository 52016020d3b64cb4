import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedPicture } from '../db/schema.ts';
import { PICTURE_WIDTHS } from '../wire/product-images.ts';
import type { PictureStore } from './picture-store.ts';

/**
 * An operator's picture, checked and encoded once into the widths and formats the shop serves its drawings at
 * (PICTURE_WIDTHS × WebP and AVIF), so a card, the gallery's srcset and the cart read an uploaded picture exactly
 * as they read a drawing. The file's type is read from its first bytes, never from its name or the browser's
 * guess: a text file called photo.png is refused before sharp sees it.
 */

/** The largest file taken: a phone photo is 2 to 4 MB. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Each side at least this: below it a product page's gallery would show a blurred, enlarged picture. */
const MIN_PICTURE_SIDE = 480;
/** Each side at most this: beyond it decoding would take the server's memory (8000 × 8000 × 4 bytes = 256 MB). */
const MAX_PICTURE_SIDE = 8000;
/** How many pictures a product holds. */
export const MAX_PICTURES_PER_PRODUCT = 8;

export const PICTURE_TOO_LARGE = `The picture is too large: send one of at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`;
const NOT_A_PICTURE = 'That file is not a picture: send a JPEG, PNG, WebP or AVIF image.';
const UNREADABLE = 'That picture could not be read: it may be damaged. Save it again and send it once more.';

type Kind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The picture type its first bytes declare (each format's signature), or null. */
export function pictureKindOf(bytes: Uint8Array): Kind | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a box of type 'ftyp' whose major brand is an AVIF one.
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return null;
}

export type PictureCheck =
  | { ok: true; picture: UploadedPicture; files: { key: string; body: Buffer; contentType: string }[] }
  | { ok: false; status: 413 | 415 | 422; message: string };

/** A picture's files in the store: `{id}-{width}.{format}`, the URL's last segment too. */
const pictureFileKey = (id: string, width: number, format: 'webp' | 'avif') => `${id}-${width}.${format}`;

/**
 * Checks `bytes` (type by content, size, each side between MIN_ and MAX_PICTURE_SIDE) and encodes every width
 * and format, or says in a sentence why it is refused. A width above the picture's own is encoded at its own
 * width (never enlarged): its srcset entry then names a smaller file, which the browser scales as it would.
 */
export async function checkAndEncode(bytes: Uint8Array): Promise<PictureCheck> {
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, status: 413, message: PICTURE_TOO_LARGE };
  if (!pictureKindOf(bytes)) return { ok: false, status: 415, message: NOT_A_PICTURE };
  const input = Buffer.from(bytes);
  const source = () => sharp(input, { limitInputPixels: MAX_PICTURE_SIDE * MAX_PICTURE_SIDE }).rotate();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    // A phone photo taken upright is stored sideways with an orientation tag: its shown sides are swapped.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch {
    return { ok: false, status: 422, message: UNREADABLE };
  }
  if (width < MIN_PICTURE_SIDE || height < MIN_PICTURE_SIDE) {
    return {
      ok: false,
      status: 422,
      message: `The picture is too small (${width} × ${height} pixels): each side must be at least ${MIN_PICTURE_SIDE} pixels.`,
    };
  }
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE) {
    return {
      ok: false,
      status: 422,
      message: `The picture is too large (${width} × ${height} pixels): each side must be at most ${MAX_PICTURE_SIDE} pixels.`,
    };
  }
  const id = createHash('sha256').update(input).digest('hex').slice(0, 32);
  try {
    const files = [];
    for (const target of PICTURE_WIDTHS) {
      const resized = source().resize({ width: target, withoutEnlargement: true });
      const [webp, avif] = await Promise.all([
        resized.clone().webp({ quality: 82, effort: 4 }).toBuffer(),
        resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
      ]);
      files.push(
        { key: pictureFileKey(id, target, 'webp'), body: webp, contentType: 'image/webp' },
        { key: pictureFileKey(id, target, 'avif'), body: avif, contentType: 'image/avif' },
      );
    }
    const largest: number = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? 960;
    const shownWidth = Math.min(width, largest);
    const picture = { id, width: shownWidth, height: Math.round((height * shownWidth) / width) };
    return { ok: true, picture, files };
  } catch {
    return { ok: false, status: 422, message: UNREADABLE };
  }
}

/** Writes a checked picture's files into the store (its files are content-addressed: writing twice is harmless). */
export async function storePicture(
  store: PictureStore,
  files: { key: string; body: Buffer; contentType: string }[],
) {
  await Promise.all(files.map((f) => store.put(f.key, f.body, f.contentType)));
}

/** Every file key of a picture, for removing them. */
export const pictureFileKeys = (id: string) =>
  PICTURE_WIDTHS.flatMap((w) => [pictureFileKey(id, w, 'webp'), pictureFileKey(id, w, 'avif')]);
