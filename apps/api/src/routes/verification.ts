import {
  addressVerificationOutcome,
  DEBT_VERIFICATION_FAILURE_NOTICE,
  validateAddressVerification,
  validateBvn,
} from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import { bvnHash, bvnStanding, recordBvnCheck } from '../db/bvn-checks-repository.ts';
import { type Limit, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import { setResidentialAddress } from '../db/verification-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';

const ADDRESS_NOT_VERIFIED = 'We could not verify this address.';
const DEBT_VERIFIED = 'Debt verification successful';
const BVN_TAKEN =
  'This BVN is already linked to another Oja account. If it is yours, please contact support@oja.ng.';
const BVN_NEEDS_REVIEW =
  'Your debt verification was declined. Checking a different BVN needs a review by our support team: please contact support@oja.ng.';
const TOO_MANY_CHECKS = 'Too many verification attempts. Please try again in an hour.';
/** Each bureau check costs money and probes a BVN: 5 per shopper an hour. */
const BVN_CHECK_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };

/** The domain's address fields as the wire names them. */
const WIRE_FIELD = {
  street: 'residentialAddress',
  lga: 'residentialCity',
  state: 'residentialState',
} as const;

/**
 * Residential address and debt verification for the signed-in shopper, through the configured providers
 * (the sandboxes by default). Nothing is stored unless the provider verifies; a BVN is never stored, answered
 * or logged whole (only its last four digits, once approved).
 */
export const verificationRoutes = routes(
  route('PATCH /user/add-resindential-address', requireUser, async (c, { body }) => {
    const check = validateAddressVerification({
      street: body.residentialAddress,
      state: body.residentialState,
      lga: body.residentialCity,
    });
    if (!check.ok) {
      const errors = Object.fromEntries(
        Object.entries(check.errors).map(([field, message]) => [
          WIRE_FIELD[field as keyof typeof WIRE_FIELD],
          message,
        ]),
      );
      return refuseInvalid(c, errors);
    }
    const answer = await c.get('addressVerifier').verify(check.value);
    // The domain's rule: verified only when the provider's answer carries address, city and state.
    if (!answer.verified || addressVerificationOutcome(answer.address).status !== 'verified') {
      return refuse(c, 422, ADDRESS_NOT_VERIFIED);
    }
    await setResidentialAddress(c.get('db'), c.get('user').id, check.value);
    return c.json({ success: true, message: 'Address verification successful', data: check.value });
  }),
  route('POST /validate-bvn-and-get-credit-summary', requireUser, async (c, request) => {
    const check = validateBvn(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    // Counted before the bureau is asked, in one statement: of 20 parallel checks, 5 reach the bureau.
    const slot = await takeAttempt(db, limitKeys.bvnCheck(user.id), BVN_CHECK_LIMIT, now);
    if (!slot.allowed) return refuse(c, 429, TOO_MANY_CHECKS);
    // One BVN, one account: an approved BVN is never approved again for someone else, and a declined shopper
    // does not get another try by naming another BVN. Both are decided before the bureau is paid to ask.
    const hash = bvnHash(c.get('bvnHashKey'), check.value.bvn);
    const standing = await bvnStanding(db, user.id, hash);
    if (standing.takenByAnother) return refuse(c, 409, BVN_TAKEN);
    if (standing.declinedWithAnother) return refuse(c, 403, BVN_NEEDS_REVIEW);
    const decision = await c.get('creditBureau').check(check.value.bvn);
    const recorded = await recordBvnCheck(db, {
      userId: user.id,
      hash,
      bvn: check.value.bvn,
      decision,
      bureauReference: null,
      at: new Date(now),
    });
    if (!recorded) return refuse(c, 409, BVN_TAKEN);
    const message = decision === 'APPROVED' ? DEBT_VERIFIED : DEBT_VERIFICATION_FAILURE_NOTICE;
    return c.json({
      success: true,
      message,
      data: { credit_data: { eligibility_validation: { overall_status: decision, message } } },
    });
  }),
);
