import { DIRECT_DEBIT_TERMS } from './direct-debit-terms';
import { LegalDialog, type LegalDialogOpenProps } from './legal-dialog';

export type DirectDebitTermsDialogProps = LegalDialogOpenProps;

/**
 * The direct debit terms and conditions: what the shopper authorises, notice, failed debits and the Global
 * Standing Instruction, late payment, cancelling, refunds, complaints and data. Controlled only: the
 * direct-debit panel's link sets `open`.
 */
export function DirectDebitTermsDialog({ open, onOpenChange }: DirectDebitTermsDialogProps) {
  return (
    <LegalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Direct debit terms and conditions"
      description="Please read these before you set up direct debit for your instalments."
      sections={DIRECT_DEBIT_TERMS}
    />
  );
}
