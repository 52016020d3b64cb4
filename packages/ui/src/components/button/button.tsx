import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';
import './button.css';

export const buttonVariants = cva('oja-button', {
  variants: {
    /** primary: the one main action of a view; secondary: the others; ghost: quiet; danger: destructive. */
    variant: {
      primary: 'oja-button--primary',
      secondary: 'oja-button--secondary',
      ghost: 'oja-button--ghost',
      danger: 'oja-button--danger',
    },
    /** Every size keeps a 44 px touch target. */
    size: { sm: 'oja-button--sm', md: '', lg: 'oja-button--lg' },
    /** Stretch to the container's width (forms on a phone). */
    fullWidth: { true: 'oja-button--full', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and tells assistive technology it is busy. */
    loading?: boolean;
  };

/** The button. Use `asChild` to give a link the look of a button. */
export function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size, fullWidth }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    >
      {loading && !asChild ? (
        <>
          <span className="oja-button__spinner" aria-hidden="true" data-slot="button-spinner" />
          {children}
        </>
      ) : (
        children
      )}
    </Component>
  );
}
