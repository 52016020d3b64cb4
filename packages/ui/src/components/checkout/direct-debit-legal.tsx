import type { DirectDebitLegalTexts, LegalDocument } from './direct-debit-legal-texts';
import { LegalDialog } from './legal/legal-dialog';

/**
 * The direct-debit panel's three legal dialogs, one open at a time. Loaded on demand (their text is long and
 * most shoppers never open them): the panel imports this module lazily on the first link pressed, together
 * with the texts the app gives it.
 */
export default function DirectDebitLegal({
  document,
  texts,
  onClose,
}: {
  document: LegalDocument | null;
  texts: DirectDebitLegalTexts;
  onClose: () => void;
}) {
  const control = (which: LegalDocument) => ({
    open: document === which,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
    text: texts[which],
  });
  return (
    <>
      <LegalDialog {...control('terms')} />
      <LegalDialog {...control('privacy')} />
      <LegalDialog {...control('explainer')} />
    </>
  );
}
