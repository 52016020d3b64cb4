// Apart from ProductPicture: the product card (in the home page's first load) needs only this, and a module
// shared with the gallery's component would bring the component into that first load too.

/**
 * A picture served at several widths as AVIF and WebP (the API's ProductImage): `url` is its address without
 * size and format, `${url}-320.avif` one of its files; width and height are its largest size (the ratio).
 */
export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
}

/** The widths the API serves each picture at. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960];

/** The srcset of a picture in one format: '…-160.webp 160w,…-320.webp 320w'. */
export const pictureSrcSet = (url: string, format: string, widths = PICTURE_WIDTHS) =>
  widths.map((w) => `${url}-${w}.${format} ${w}w`).join();
