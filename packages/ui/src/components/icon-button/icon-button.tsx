import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';
import { Badge } from '../badge/badge';
import './icon-button.css';

export const iconButtonVariants = cva('oja-icon-button', {
  variants: {
    variant: { ghost: '', secondary: 'oja-icon-button--secondary', primary: 'oja-icon-button--primary' },
  },
  defaultVariants: { variant: 'ghost' },
});

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name. Required: an icon alone says nothing to a screen reader. */
    label: string;
    /** The icon (decorative). */
    children: ReactNode;
    /** A count shown as a badge (cart items, favourites); hidden from assistive technology, so put it in `label`. */
    count?: number;
    /** Render the child (a link) with this look. */
    asChild?: boolean;
  };

/** A 44 × 44 px button that shows only an icon, named by `label`. */
export function IconButton({
  label,
  variant,
  className,
  children,
  count,
  asChild,
  type,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot : 'button';
  const button = (
    <Component
      data-slot="icon-button"
      aria-label={label}
      className={cn(iconButtonVariants({ variant }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    >
      {children}
    </Component>
  );
  if (count === undefined || count <= 0) return button;
  // The badge sits beside the control, not inside it: its digits ('99+') are not part of the name.
  return (
    <span className="oja-icon-button__wrap" data-slot="icon-button-wrap">
      {button}
      <Badge variant="count" className="oja-icon-button__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </Badge>
    </span>
  );
}
