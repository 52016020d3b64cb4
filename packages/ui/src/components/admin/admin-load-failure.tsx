import { Button } from '../button/button';
import './admin-screen.css';

export interface AdminLoadFailureProps {
  /** What could not be loaded, as the sentence needs it ('the orders', "today's figures"). */
  what: string;
  onRetry: () => void;
}

/**
 * A console screen whose data did not come: what failed in words, and Retry. An alert, so a screen reader
 * says it as it appears; every console screen says it the same way.
 */
export function AdminLoadFailure({ what, onRetry }: AdminLoadFailureProps) {
  return (
    <div role="alert" className="oja-admin-screen__failure">
      <p>We could not load {what}. Check your connection and try again.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
