import type { ComponentProps } from 'react';
import { PICTURE_WIDTHS, pictureSrcSet, type ResponsiveImage } from './picture-srcset';

export type { ResponsiveImage } from './picture-srcset';

export type ProductPictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  image: ResponsiveImage;
  /** How wide the picture shows at each viewport (the browser picks the file from it). */
  sizes: string;
  /** The widths offered (cards offer only the small ones). */
  widths?: number[];
};

/**
 * A `<picture>`: AVIF where the browser takes it, else WebP, at the width `sizes` asks for, with the intrinsic
 * width and height so the page never shifts while it loads. Plain markup, no effect: it costs no script.
 */
export function ProductPicture({
  image,
  sizes,
  widths = PICTURE_WIDTHS,
  alt,
  width = image.width,
  height = image.height,
  ...props
}: ProductPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(image.url, 'avif', widths)} sizes={sizes} />
      <img
        src={`${image.url}-${widths[widths.length - 1]}.webp`}
        srcSet={pictureSrcSet(image.url, 'webp', widths)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        {...props}
      />
    </picture>
  );
}
