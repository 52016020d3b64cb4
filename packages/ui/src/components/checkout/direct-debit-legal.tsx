import type { LegalDocument } from './direct-debit-panel';
import { DirectDebitTermsDialog } from './legal/direct-debit-terms-dialog';
import { GsmPrivacyPolicyDialog } from './legal/gsm-privacy-policy-dialog';
import { WhatIsDirectDebitDialog } from './legal/what-is-direct-debit-dialog';

/**
 * The direct-debit panel's three legal dialogs, one open at a time. Loaded on demand (their text is long and
 * most shoppers never open them): the panel imports this module lazily on the first link pressed.
 */
export default function DirectDebitLegal({
  document,
  onClose,
}: {
  document: LegalDocument | null;
  onClose: () => void;
}) {
  const control = (which: LegalDocument) => ({
    open: document === which,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  });
  return (
    <>
      <DirectDebitTermsDialog {...control('terms')} />
      <GsmPrivacyPolicyDialog {...control('privacy')} />
      <WhatIsDirectDebitDialog {...control('explainer')} />
    </>
  );
}
