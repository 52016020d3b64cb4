import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import './skeleton.css';

export const skeletonVariants = cva('oja-skeleton', {
  variants: {
    /** text: a line of text; rect: an image or a block; circle: an avatar. */
    shape: { text: 'oja-skeleton--text', rect: 'oja-skeleton--rect', circle: 'oja-skeleton--circle' },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonProps = ComponentProps<'span'> &
  VariantProps<typeof skeletonVariants> & {
    /** CSS width (e.g. '60%', 120). */
    width?: string | number;
    /** CSS height; text skeletons default to one line. */
    height?: string | number;
  };

/**
 * A placeholder shaped like the content that is loading. Hidden from assistive technology: the region
 * that is loading says so (aria-busy and a status text). The shimmer stops under reduced motion.
 */
export function Skeleton({ className, shape, width, height, style, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}
