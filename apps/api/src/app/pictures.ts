import type { Hono } from 'hono';
import { dataSaverFile, productPictures } from '../product-pictures.ts';
import { IMMUTABLE, readInside, sendFile } from '../static.ts';
import { PRODUCT_IMAGE_PATH } from '../wire/product.ts';
import { UPLOADED_PICTURE_PATH } from '../wire/product-images.ts';
import { PROPERTY_IMAGE_PATH } from '../wire/property.ts';
import { dataSaverOf } from './data-saver.ts';
import type { AppSettings } from './options.ts';

/** A picture made smaller for the data saver switch's cookie: kept by this browser only, for a day. */
const SWITCH_SAVED_PICTURE = 'private, max-age=86400';

/** The shop's pictures: products' at each width and format, the console's uploads, the real-estate images. */
export function mountPictures(app: Hono, { imagesDir, propertyImagesDir, pictureStore }: AppSettings): void {
  // The drawn pictures at each width and format (product-pictures.ts): encoded at the first request, then kept.
  const pictures = productPictures(imagesDir);
  app.get(`${PRODUCT_IMAGE_PATH}:productID/:style/:file`, async (c) => {
    // The data saver (the browser's `Save-Data: on`, or the shopper's switch): every picture at a card's
    // width, whatever the page's srcset chose, so the saving happens before any script and on every page.
    // Caches key the answer by the header. The switch is one device's cookie: its smaller answer is that
    // browser's alone (private, and keyed by the cookie, so turning the switch off fetches the full picture).
    const saver = dataSaverOf(c);
    c.header('Vary', saver === 'switch' ? 'Save-Data, Cookie' : 'Save-Data');
    const file = saver ? dataSaverFile(c.req.param('file')) : c.req.param('file');
    const picture = await pictures.get(c.req.param('productID'), c.req.param('style'), file);
    if (!picture) return c.text('Picture not found', 404);
    return sendFile(c, picture, saver === 'switch' ? SWITCH_SAVED_PICTURE : IMMUTABLE);
  });
  app.get(`${PRODUCT_IMAGE_PATH}:file`, async (c) => {
    const file = await readInside(imagesDir, c.req.param('file'));
    return file ? sendFile(c, file, IMMUTABLE) : c.text('Image not found', 404);
  });
  // The console's uploaded pictures: content-addressed names, so a year's immutable cache is safe.
  app.get(`${UPLOADED_PICTURE_PATH}:file`, async (c) => {
    const file = await pictureStore.get(c.req.param('file'));
    return file
      ? sendFile(c, { body: Buffer.from(file.body), type: file.contentType }, IMMUTABLE)
      : c.text('Picture not found', 404);
  });
  app.get(`${PROPERTY_IMAGE_PATH}:file`, async (c) => {
    const file = propertyImagesDir ? await readInside(propertyImagesDir, c.req.param('file')) : null;
    return file ? sendFile(c, file, IMMUTABLE) : c.text('Image not found', 404);
  });
}
