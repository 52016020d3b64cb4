import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import './badge.css';

export const badgeVariants = cva('oja-badge', {
  variants: {
    /** Status colours always come with words: the colour is never the only signal. */
    variant: {
      neutral: 'oja-badge--neutral',
      success: 'oja-badge--success',
      warning: 'oja-badge--warning',
      danger: 'oja-badge--danger',
      /** The pink of Sales & Offers. */
      sale: 'oja-badge--sale',
      /** A small count on an icon (cart, favourites). */
      count: 'oja-badge--count',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short label: a status, 'Coming soon', 'Sale', or a count. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
