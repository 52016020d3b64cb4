import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { IconButton } from '../icon-button/icon-button';
import './toast.css';

/** How long a toast stays unless a screen asks for another duration. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastProviderProps = ComponentProps<typeof ToastPrimitive.Provider> & {
  /** The viewport's accessible label (announced as a region). */
  viewportLabel?: string;
};

/** Wraps the app once; toasts render into its viewport (a labelled region at the bottom). */
export function ToastProvider({
  children,
  viewportLabel = 'Notifications ({hotkey})',
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider duration={DEFAULT_TOAST_DURATION_MS} swipeDirection="down" {...props}>
      {children}
      <ToastPrimitive.Viewport
        className="oja-toast__viewport"
        data-slot="toast-viewport"
        label={viewportLabel}
      />
    </ToastPrimitive.Provider>
  );
}

export const toastVariants = cva('oja-toast', {
  variants: {
    /** success: announced politely; error: announced at once (assertive); info: polite. */
    variant: { success: 'oja-toast--success', error: 'oja-toast--error', info: 'oja-toast--info' },
  },
  defaultVariants: { variant: 'info' },
});

export type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'type'> &
  VariantProps<typeof toastVariants> & {
    /** The message, quoted verbatim from the spec where it has one ('Item added to cart'). */
    title: ReactNode;
    /** More detail under the title. */
    description?: ReactNode;
    /** A link to go on with ('View cart' after Add to cart); the toast is not the only way there. */
    link?: { label: string; href: string };
  };

/** One toast. Errors use Radix's foreground type, so screen readers announce them assertively. */
export function Toast({ title, description, link, variant, className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      type={variant === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      <ToastPrimitive.Title className="oja-toast__title">{title}</ToastPrimitive.Title>
      {description ? (
        <ToastPrimitive.Description className="oja-toast__description">
          {description}
        </ToastPrimitive.Description>
      ) : null}
      {link ? (
        <ToastPrimitive.Action altText={link.label} asChild>
          <Link className="oja-toast__link" href={link.href}>
            {link.label}
          </Link>
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close asChild>
        <IconButton label="Dismiss" className="oja-toast__close">
          <CloseIcon size={20} />
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
