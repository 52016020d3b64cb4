/**
 * A residential address check that can wait: real providers send a field agent, who reports in 24 to 48
 * hours. Until then the check is pending; the shopper is told so, and what happens next, and emailed once
 * with the result.
 */

/** Where a shopper's address check stands, as the account and checkout show it. */
export type AddressCheckState = 'not-verified' | 'pending' | 'verified' | 'failed';

/** What the account and checkout say while the provider checks. */
export const ADDRESS_CHECK_PENDING = 'We are checking your address';

/** What happens next, under ADDRESS_CHECK_PENDING. */
export const ADDRESS_CHECK_NEXT_STEPS =
  'A field agent may visit within 48 hours. We will email you the result; meanwhile you can pay for anything in full.';

/** A second request while one is pending: the provider is already paid to visit. */
export const ADDRESS_CHECK_ALREADY_PENDING =
  'We are already checking your address. We will email you the result within 48 hours.';

/** The provider did not answer: nothing was decided, and the shopper may try again. */
export const ADDRESS_CHECK_UNAVAILABLE =
  'We could not reach our address checker just now. Please try again in a few minutes.';

/** The latest check the account has, as GET users/get-user answers it (null when none is waiting or failed). */
export interface AddressCheckFacts {
  status: 'pending' | 'failed';
}

/**
 * The state of a shopper's address: verified once the account keeps an address (a later check that is
 * pending or failed does not undo it), else the latest check's, else not verified.
 */
export function addressCheckState(user: {
  residentialAddress?: string | null;
  addressCheck?: AddressCheckFacts | null;
}): AddressCheckState {
  if ((user.residentialAddress ?? '').trim() !== '') return 'verified';
  return user.addressCheck?.status ?? 'not-verified';
}

/** The email the shopper receives once, when a pending check is decided. */
export function addressCheckResultEmail(
  result: 'verified' | 'failed',
  address: string,
): { subject: string; text: string } {
  return result === 'verified'
    ? {
        subject: 'Your address is verified',
        text: `Good news: we verified your address, ${address}.\n\nYou can now buy on instalments once your debt profile is verified too.`,
      }
    : {
        subject: 'We could not verify your address',
        text: `We could not verify your address, ${address}.\n\nPlease check it in your account and try again, or contact support@oja.ng if you think this is a mistake.`,
      };
}
