import sharp from 'sharp';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE, pictureKindOf } from './uploaded-pictures.ts';

/**
 * The one picture a shopper may attach to a complaint (issue 42): a phone photo of a damaged item or a receipt.
 * Its type is read from its first bytes, never from its name or the browser's guess (a text file called
 * photo.png is refused before sharp sees it). It is re-encoded once, so what is kept carries no camera
 * metadata (EXIF: a phone's GPS position, its serial number) and is no larger than the console shows.
 */

/** The longest side kept: enough to read a receipt or see a scratch, and a few hundred KB in WebP. */
const KEPT_SIDE = 1600;
/** Each side at most this: beyond it decoding would take the server's memory. */
const MAX_SIDE = 8000;

const COMPLAINT_PICTURE_NOT_A_PICTURE =
  'That file is not a picture we take: attach a JPEG, PNG or WebP photo.';
const UNREADABLE =
  'That picture could not be read: it may be damaged. Save it again and attach it once more.';

export type ComplaintPictureCheck =
  | { ok: true; picture: { contentType: 'image/webp'; bytes: Uint8Array; width: number; height: number } }
  | { ok: false; status: 413 | 415 | 422; message: string };

/** Checks `bytes` (size, a JPEG, PNG or WebP by its signature, readable) and re-encodes them as WebP. */
export async function checkComplaintPicture(bytes: Uint8Array): Promise<ComplaintPictureCheck> {
  // The product pictures' cap and words (5 MB: a phone photo is 2 to 4 MB), which the body limit says too.
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, status: 413, message: PICTURE_TOO_LARGE };
  const kind = pictureKindOf(bytes);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') {
    return { ok: false, status: 415, message: COMPLAINT_PICTURE_NOT_A_PICTURE };
  }
  try {
    // rotate(): a phone photo taken upright is stored sideways with an orientation tag; it is kept upright.
    const { data, info } = await sharp(Buffer.from(bytes), { limitInputPixels: MAX_SIDE * MAX_SIDE })
      .rotate()
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      picture: { contentType: 'image/webp', bytes: data, width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, status: 422, message: UNREADABLE };
  }
}
