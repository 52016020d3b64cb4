import { validateStockChange } from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';

export interface StockChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  /** The stock now (the server's figure). */
  stock: number;
  /** The cleaned change, once the domain's validateStockChange passes. */
  onChange: (change: { delta: number; reason: string }) => void;
  busy?: boolean;
  /** The server's refusal ('Only 2 in stock: the stock cannot go below 0.'). */
  refusal?: string;
}

/**
 * Move a product's stock: a whole number of units (negative takes away) and why, kept with the change and
 * in the audit trail; judged by the domain's validateStockChange. Accessibility: a modal dialog named by its
 * title; the server's refusal an alert.
 */
export function StockChangeDialog({
  open,
  onOpenChange,
  productName,
  stock,
  ...form
}: StockChangeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Change the stock of ${productName}`}
        description={`${stock.toLocaleString('en-NG')} in stock now. Orders take and give back units by themselves.`}
      >
        <StockForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

function StockForm({
  onChange,
  busy = false,
  refusal,
}: Pick<StockChangeDialogProps, 'onChange' | 'busy' | 'refusal'>) {
  const { form, submitWith } = useDomainForm<
    { delta: string; reason: string },
    { delta: number; reason: string }
  >({ delta: '', reason: '' }, validateStockChange, { focusFirstError: true });
  const { register, formState } = form;
  return (
    <form className="oja-catalogue__dialog-form" noValidate onSubmit={submitWith(onChange)}>
      {refusal ? (
        <p role="alert" className="oja-catalogue__refusal">
          {refusal}
        </p>
      ) : null}
      <TextField
        {...register('delta')}
        label="Units to add or take away"
        hint="12 adds twelve; -3 takes three away."
        inputMode="numeric"
        autoComplete="off"
        error={formState.errors.delta?.message}
        disabled={busy}
      />
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="Kept with the change: a delivery, a count, damaged units."
        error={formState.errors.reason?.message}
        disabled={busy}
      />
      <DialogActions confirm={busy ? 'Saving...' : 'Change stock'} busy={busy} />
    </form>
  );
}
