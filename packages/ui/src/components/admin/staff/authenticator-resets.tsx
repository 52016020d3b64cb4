import { formatLagosDay } from '@oja/domain';
import { Button } from '../../button/button';

/** A reset one owner asked for, waiting for another's approval. */
export interface WaitingReset {
  resetId: string;
  reason: string;
  /** An instant from the API. */
  askedAt: string;
  member: { staffId: string; name: string };
  askedBy: { staffId: string; name: string };
}

export interface AuthenticatorResetsProps {
  resets: readonly WaitingReset[];
  currentStaffId?: string;
  onApprove: (resetId: string) => void;
  onWithdraw: (resetId: string) => void;
  /** The reset whose decision is on its way: its buttons wait. */
  busyResetId?: string;
}

/** Why the signed-in owner cannot approve this one themselves, or null when they can. */
function whyNotYours(reset: WaitingReset, currentStaffId: string | undefined): string | null {
  if (reset.askedBy.staffId === currentStaffId) return 'You asked for this: another owner approves it.';
  if (reset.member.staffId === currentStaffId) return 'This is your own: another owner approves it.';
  return null;
}

/**
 * Authenticator resets waiting for approval (maker-checker): each with its member, the reason, who asked and
 * when. Approve is offered to an owner who neither asked nor is the member (the server refuses them anyway);
 * Withdraw to any owner. Nothing shows when none waits. Accessibility: a titled region with a list; each
 * button is named after its member.
 */
export function AuthenticatorResets({
  resets,
  currentStaffId,
  onApprove,
  onWithdraw,
  busyResetId,
}: AuthenticatorResetsProps) {
  if (resets.length === 0) return null;
  return (
    <section className="oja-staff__resets" aria-labelledby="oja-staff-resets-title">
      <h2 id="oja-staff-resets-title" className="oja-staff__resets-title">
        Authenticator resets waiting for approval
      </h2>
      <ul className="oja-staff__reset-list">
        {resets.map((reset) => {
          const busy = reset.resetId === busyResetId;
          const notYours = whyNotYours(reset, currentStaffId);
          return (
            <li key={reset.resetId} className="oja-staff__reset" aria-busy={busy || undefined}>
              <p className="oja-staff__reset-who">
                <strong>{reset.member.name}</strong>: asked by {reset.askedBy.name} on{' '}
                {formatLagosDay(reset.askedAt)}
              </p>
              <p className="oja-staff__reset-reason">{reset.reason}</p>
              <div className="oja-staff__actions">
                {notYours ? (
                  <p className="oja-staff__reset-note">{notYours}</p>
                ) : (
                  <Button size="sm" disabled={busy} onClick={() => onApprove(reset.resetId)}>
                    Approve<span className="oja-sr-only"> reset of {reset.member.name}</span>
                  </Button>
                )}
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => onWithdraw(reset.resetId)}>
                  Withdraw<span className="oja-sr-only"> reset of {reset.member.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
