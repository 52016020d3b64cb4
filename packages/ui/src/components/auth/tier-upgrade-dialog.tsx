import { Button } from '../button/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../dialog/dialog';

export type TierUpgradeState = 'confirm' | 'submitting' | 'submitted';

export interface TierUpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: TierUpgradeState;
  onRequest: () => void;
  /** 'Something went wrong.' or 'Request failed. Please try again.' */
  error?: string;
}

/**
 * 'Upgrade to Tier 2' (Cancel, Request), then 'Request Submitted' with the spec's text. Accessibility: a
 * dialog named by its title; the result replaces the question in the same dialog, so focus stays inside.
 */
export function TierUpgradeDialog({ open, onOpenChange, state, onRequest, error }: TierUpgradeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {state === 'submitted' ? (
        <DialogContent
          title="Request Submitted"
          description="Your request has been submitted. We will contact you via email with the next steps."
        >
          <p style={{ margin: 0 }}>
            We reply within 1 hour during work hours (8am to 5pm); outside those hours it can take longer.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : (
        <DialogContent
          title="Upgrade to Tier 2"
          description="Tier 2 lets you buy on instalments up to ₦1,000,000 and check out carts above ₦500,000. We will email you to verify your income."
        >
          {error ? (
            <p role="alert" className="oja-auth__error">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={onRequest} loading={state === 'submitting'}>
              Request
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
