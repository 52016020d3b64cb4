import { ADDRESS_CHECK_NEXT_STEPS, ADDRESS_CHECK_PENDING } from '@oja/domain';
import { Button } from '../button/button';
import './account.css';

/** Where a check stands; 'pending' is an address a field agent is still to visit. */
export type VerificationState = 'not-verified' | 'pending' | 'verified' | 'failed';

export interface AccountVerificationProps {
  address: { state: VerificationState; detail?: string };
  debt: { state: VerificationState; detail?: string };
  onVerifyAddress: () => void;
  onVerifyDebt: () => void;
}

const STATUS_TEXT: Record<VerificationState, string> = {
  'not-verified': 'Not verified',
  pending: 'Being checked',
  verified: 'Verified',
  failed: 'Verification failed',
};

function VerificationCard({
  title,
  text,
  status,
  onVerify,
}: {
  title: string;
  text: string;
  status: { state: VerificationState; detail?: string };
  onVerify: () => void;
}) {
  return (
    <div className="oja-account__card">
      <p className="oja-account__card-title">{title}</p>
      <p className="oja-account__muted">{text}</p>
      <p className={`oja-account__status oja-account__status--${status.state}`}>
        {STATUS_TEXT[status.state]}
      </p>
      {status.detail ? <p>{status.detail}</p> : null}
      {status.state === 'pending' ? (
        <>
          <p>{ADDRESS_CHECK_PENDING}.</p>
          <p className="oja-account__muted">{ADDRESS_CHECK_NEXT_STEPS}</p>
        </>
      ) : null}
      {status.state === 'verified' || status.state === 'pending' ? null : (
        <Button
          onClick={onVerify}
          aria-label={`${status.state === 'failed' ? 'Try again' : 'Verify now'}: ${title}`}
        >
          {status.state === 'failed' ? 'Try again' : 'Verify now'}
        </Button>
      )}
    </div>
  );
}

/** Account verification: the residential address and debt profile cards, each with Verify now or Try again. */
export function AccountVerification({
  address,
  debt,
  onVerifyAddress,
  onVerifyDebt,
}: AccountVerificationProps) {
  return (
    <div className="oja-account__stack">
      <p>Before you buy on instalments, verify where you live and your debt profile. It takes two minutes.</p>
      <div className="oja-account__cards">
        <VerificationCard
          title="Residential address"
          text="Your home address in Lagos."
          status={address}
          onVerify={onVerifyAddress}
        />
        <VerificationCard
          title="Debt profile"
          text="A credit check with your BVN."
          status={debt}
          onVerify={onVerifyDebt}
        />
      </div>
    </div>
  );
}
