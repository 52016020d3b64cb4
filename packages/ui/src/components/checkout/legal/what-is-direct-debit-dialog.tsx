import { LegalDialog, type LegalDialogOpenProps } from './legal-dialog';
import { WHAT_IS_DIRECT_DEBIT } from './what-is-direct-debit';

export type WhatIsDirectDebitDialogProps = LegalDialogOpenProps;

/** 'What is direct debit?': a short explainer in plain words. Controlled only, like the other legal dialogs. */
export function WhatIsDirectDebitDialog({ open, onOpenChange }: WhatIsDirectDebitDialogProps) {
  return (
    <LegalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="What is direct debit?"
      description="How your instalments are paid, in plain words."
      sections={WHAT_IS_DIRECT_DEBIT}
    />
  );
}
