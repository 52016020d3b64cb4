import { useId } from 'react';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';

export interface DirectDebitNotificationProps {
  onGotoPurchases: () => void;
  onDismiss: () => void;
}

/**
 * Shown on the home page after a direct-debit setup (when navigation state asks for it): 'Order Confirmed!'
 * with 'Goto purchases'; dismissible. Accessibility: a status region named by its title, announced politely.
 */
export function DirectDebitNotification({ onGotoPurchases, onDismiss }: DirectDebitNotificationProps) {
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="oja-home__notice"
      data-slot="direct-debit-notification"
    >
      <div>
        <h2 id={titleId} className="oja-sr-only">
          Direct debit setup notification
        </h2>
        <p className="oja-home__notice-title">Order Confirmed!</p>
        <p>Your direct debit is set up. Your instalments will be collected on their due dates.</p>
      </div>
      <div className="oja-home__actions">
        <Button onClick={onGotoPurchases}>Goto purchases</Button>
        <IconButton label="Dismiss notification" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      </div>
    </section>
  );
}
