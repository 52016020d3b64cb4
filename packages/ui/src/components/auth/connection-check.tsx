/** What the sign-in and sign-up screens say while the device solves the API's proof-of-work challenge. */
export const CHECKING_CONNECTION = 'Checking your connection…';

/**
 * A polite live region, always in the page (so a screen reader hears it change): 'Checking your
 * connection…' while the device solves the challenge the API asked for when many shoppers share one
 * address, then nothing. Hidden from sight: the submit button says the same.
 */
export function ConnectionCheck({ checking }: { checking: boolean }) {
  return (
    <p role="status" className="oja-sr-only">
      {checking ? CHECKING_CONNECTION : ''}
    </p>
  );
}
