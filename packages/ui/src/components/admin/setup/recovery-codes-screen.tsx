import { Button } from '../../button/button';
import { RecoveryCodes } from './recovery-codes';
import './staff-setup-screen.css';

/** This many codes left or fewer: the screen says to make new ones. */
const FEW_RECOVERY_CODES = 3;

export type RecoveryCodesScreenState =
  | { status: 'ready'; left: number; making?: boolean; error?: string }
  /** New codes made: shown this once. */
  | { status: 'made'; codes: readonly string[] };

export interface RecoveryCodesScreenProps {
  state: RecoveryCodesScreenState;
  onMake: () => void;
}

/**
 * A member's own recovery codes: how many are left unused, and Make new recovery codes (the old ones stop
 * working), which shows the new ten once. Accessibility: the count is plain text (a warning when few are
 * left, as a status); the server's refusal is an alert; the new codes are a titled list.
 */
export function RecoveryCodesScreen({ state, onMake }: RecoveryCodesScreenProps) {
  if (state.status === 'made') {
    return (
      <div className="oja-staff-setup__page">
        <p role="status" className="oja-auth__success">
          New recovery codes made. Your old codes no longer work.
        </p>
        <RecoveryCodes codes={state.codes} />
      </div>
    );
  }
  const few = state.left <= FEW_RECOVERY_CODES;
  return (
    <div className="oja-staff-setup__page">
      <p className={few ? 'oja-staff-setup__few' : undefined} role={few ? 'status' : undefined}>
        {state.left === 1 ? 'You have 1 recovery code left.' : `You have ${state.left} recovery codes left.`}
        {few ? ' Make new ones before you run out.' : ''}
      </p>
      <p>
        A recovery code signs you in once instead of your authenticator's code, if you lose your phone. New
        codes replace all your old ones.
      </p>
      {state.error ? (
        <p role="alert" className="oja-auth__error">
          {state.error}
        </p>
      ) : null}
      <Button className="oja-staff-setup__make" loading={state.making} onClick={onMake}>
        {state.making ? 'Making...' : 'Make new recovery codes'}
      </Button>
    </div>
  );
}
