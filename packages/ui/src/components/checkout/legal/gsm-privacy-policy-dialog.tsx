import { GSM_PRIVACY_POLICY } from './gsm-privacy-policy';
import { LegalDialog, type LegalDialogOpenProps } from './legal-dialog';

export type GsmPrivacyPolicyDialogProps = LegalDialogOpenProps;

/**
 * The Global Standing Mandate privacy policy (effective 28 August 2025): what data a mandate uses, why,
 * who sees it, how long it is kept, and the shopper's rights. Controlled only: the direct-debit panel's link
 * sets `open`.
 */
export function GsmPrivacyPolicyDialog({ open, onOpenChange }: GsmPrivacyPolicyDialogProps) {
  return (
    <LegalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Global Standing Mandate privacy policy"
      description={
        <>
          Effective <time dateTime="2025-08-28">28 August 2025</time>. How Oja uses your data when you set up
          direct debit.
        </>
      }
      sections={GSM_PRIVACY_POLICY}
    />
  );
}
