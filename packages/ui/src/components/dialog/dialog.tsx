import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import './dialog.css';

/** The dialog's state holder (Radix Dialog.Root): `open`, `onOpenChange`, `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog; use `asChild` to make your own button the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` around a Button. */
export const DialogClose = DialogPrimitive.Close;

export const dialogContentVariants = cva('oja-dialog__content', {
  variants: {
    /** center: a modal; left/right: a drawer (the mobile menu, the cart panel). */
    side: {
      center: 'oja-dialog__content--center',
      left: 'oja-dialog__content--left',
      right: 'oja-dialog__content--right',
    },
  },
  defaultVariants: { side: 'center' },
});

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** The dialog's title: its accessible name. */
    title: string;
    /** A sentence under the title: its accessible description. */
    description?: ReactNode;
    /** The close button's accessible name. */
    closeLabel?: string;
  };

/**
 * The dialog's panel, in a portal with an overlay. Focus moves into it and is trapped; Escape and the
 * close button close it; focus returns to the trigger.
 */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  side,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="oja-dialog__overlay" data-slot="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ side }), className)}
        // Without a description, say so explicitly (Radix otherwise warns that one is missing).
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="oja-dialog__header" data-slot="dialog-header">
          <DialogPrimitive.Title className="oja-dialog__title">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="oja-dialog__description">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogFooterProps = ComponentProps<'div'>;

/**
 * The dialog's action row, at its foot (a form's submit, Cancel, Done, Close): the buttons side by side
 * where they fit, each full width and stacked where they do not (a phone). Every dialog uses it instead of
 * its own row.
 */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div data-slot="dialog-footer" className={cn('oja-dialog__footer', className)} {...props} />;
}

export interface DialogActionsProps {
  /** The action's label ('Confirm refund', 'Mark shipped'). */
  confirm: ReactNode;
  /** The way out, which closes the dialog ('Cancel', 'Not now', 'Keep the order'). */
  cancel?: ReactNode;
  /** 'danger' for an action that cannot be undone (refuse, cancel an order). */
  variant?: 'primary' | 'danger';
  /** The action is with the server: it shows so, and neither button can be pressed again. */
  busy?: boolean;
  /** Runs the action; without it the action submits the dialog's form. */
  onConfirm?: () => void;
}

/**
 * The action row most dialogs need: the way out (closes the dialog) then the action, in a DialogFooter. The
 * action submits the dialog's form unless `onConfirm` is given; while `busy` it shows its spinner and the way
 * out waits too, so a dialog is never closed under a request still running.
 */
export function DialogActions({
  confirm,
  cancel = 'Cancel',
  variant = 'primary',
  busy = false,
  onConfirm,
}: DialogActionsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          {cancel}
        </Button>
      </DialogClose>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} loading={busy} onClick={onConfirm}>
        {confirm}
      </Button>
    </DialogFooter>
  );
}
