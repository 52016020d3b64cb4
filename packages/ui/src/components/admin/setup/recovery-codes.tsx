import './staff-setup-screen.css';

/**
 * A member's recovery codes, shown once (at set-up, or when they make new ones): a numbered list in a
 * monospaced face, with what they are for. Each code signs in once instead of the authenticator's code.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section className="oja-staff-setup__recovery" aria-labelledby="oja-recovery-codes-title">
      <h2 id="oja-recovery-codes-title" className="oja-staff-setup__recovery-title">
        Recovery codes
      </h2>
      <p className="oja-staff-setup__recovery-intro">
        If you lose your phone, sign in with one of these instead of the 6-digit code. Each works once. Write
        them down or save them in your password manager now: they are shown only this once.
      </p>
      <ol className="oja-staff-setup__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
