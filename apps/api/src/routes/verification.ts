import { randomUUID } from 'node:crypto';
import {
  ADDRESS_CHECK_ALREADY_PENDING,
  ADDRESS_CHECK_PENDING,
  ADDRESS_CHECK_UNAVAILABLE,
  CREDIT_BUREAU_UNAVAILABLE,
  DEBT_VERIFICATION_FAILURE_NOTICE,
  identityMismatchMessage,
  validateAddressVerification,
  validateDebtVerification,
  validateResidentName,
} from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import { recordAddressAnswer, startAddressCheck } from '../db/address-checks-repository.ts';
import { bvnHash, bvnStanding, recordBvnCheck } from '../db/bvn-checks-repository.ts';
import { recordConsent } from '../db/consents-repository.ts';
import { type Limit, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import { setAccountName } from '../db/users-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { decideAndNotify } from '../verification/address-checks.ts';
import { askBureauWithConsent } from '../verification/consented-bureau.ts';

const ADDRESS_NOT_VERIFIED = 'We could not verify this address.';
const DEBT_VERIFIED = 'Debt verification successful';
const BVN_TAKEN =
  'This BVN is already linked to another Oja account. If it is yours, please contact support@oja.ng.';
const BVN_NEEDS_REVIEW =
  'Your debt verification was declined. Checking a different BVN needs a review by our support team: please contact support@oja.ng.';
const TOO_MANY_CHECKS = 'Too many verification attempts. Please try again in an hour.';
/** Each bureau check costs money and probes a BVN: 5 per shopper an hour. */
const BVN_CHECK_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };
/** An address check may send a field agent: 5 per shopper an hour. */
const ADDRESS_CHECK_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };

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
    const db = c.get('db');
    const user = c.get('user');
    const check = validateAddressVerification({
      street: body.residentialAddress,
      state: body.residentialState,
      lga: body.residentialCity,
    });
    // Who lives there, as a field agent asks at the door: the names sent, else the account's.
    const named = body.firstName !== undefined || body.lastName !== undefined || !user.lastName;
    const resident = validateResidentName(
      named ? body : { firstName: user.firstName, lastName: user.lastName },
    );
    if (!check.ok || !resident.ok) {
      // Every field's message at once, each under its wire name.
      const errors = Object.fromEntries([
        ...Object.entries(check.errors).map(([field, message]) => [
          WIRE_FIELD[field as keyof typeof WIRE_FIELD],
          message,
        ]),
        ...Object.entries(resident.errors),
      ]);
      return refuseInvalid(c, errors);
    }
    if (named) await setAccountName(db, user.id, resident.value);
    const at = new Date(c.get('now')());
    // Each check may send a field agent: 5 a shopper an hour, and one waiting at a time.
    const slot = await takeAttempt(db, limitKeys.addressCheck(user.id), ADDRESS_CHECK_LIMIT, at.getTime());
    if (!slot.allowed) return refuse(c, 429, TOO_MANY_CHECKS);
    // Recorded before the provider is asked, under the check's own reference.
    const reference = `oja-address-${randomUUID()}`;
    const started = await startAddressCheck(db, { userId: user.id, reference, address: check.value, at });
    if (!started) return refuse(c, 409, ADDRESS_CHECK_ALREADY_PENDING);
    const answer = await c.get('addressVerifier').verify({
      address: check.value,
      applicant: { ...resident.value, phone: user.phoneNumber },
      reference,
      requestedAt: at,
    });
    await recordAddressAnswer(db, reference, answer, new Date(c.get('now')()));
    switch (answer.status) {
      case 'verified':
        return c.json({ success: true, message: 'Address verification successful', data: check.value });
      case 'pending':
        // Accepted: the provider's field agent decides later (its callback, or the worker's poll).
        return c.json(
          { success: true, message: ADDRESS_CHECK_PENDING, data: { ...check.value, status: 'pending' } },
          202,
        );
      case 'failed':
        return refuse(c, 422, ADDRESS_NOT_VERIFIED);
      default:
        return refuse(c, 503, ADDRESS_CHECK_UNAVAILABLE);
    }
  }),
  route('POST /validate-bvn-and-get-credit-summary', requireUser, async (c, request) => {
    // The BVN and the consent box: no bureau is asked, and no attempt counted, without the shopper's agreement.
    const check = validateDebtVerification(request.body);
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
    // The consent is kept before the bureau is asked, under the check's own reference.
    const reference = `oja-bvn-${randomUUID()}`;
    await recordConsent(db, {
      userId: user.id,
      kind: 'credit-check',
      reference,
      at: new Date(now),
      source: { channel: 'web', userAgent: c.req.header('user-agent') },
    });
    const answer = await askBureauWithConsent(db, c.get('creditBureau'), {
      userId: user.id,
      bvn: check.value.bvn,
      // Sign-up asks no name (the first name is the email's until the shopper gives one): a name is compared
      // only once the account has a last name.
      account: {
        name: user.lastName ? { firstName: user.firstName ?? '', lastName: user.lastName } : null,
        phone: user.phoneNumber,
      },
      isTier2: user.isTier2,
      reference,
    });
    const recorded = await recordBvnCheck(db, {
      userId: user.id,
      hash,
      bvn: check.value.bvn,
      decision: answer.decision,
      reasons: answer.reasons,
      bureauReference: answer.references.length > 0 ? answer.references.join(',') : null,
      consentReference: reference,
      at: new Date(now),
    });
    if (!recorded) return refuse(c, 409, BVN_TAKEN);
    if (answer.decision === 'MISMATCH') {
      return refuse(c, 422, identityMismatchMessage(answer.reasons[0].mismatched));
    }
    if (answer.decision === 'UNAVAILABLE') return refuse(c, 503, CREDIT_BUREAU_UNAVAILABLE);
    const message = answer.decision === 'APPROVED' ? DEBT_VERIFIED : DEBT_VERIFICATION_FAILURE_NOTICE;
    return c.json({
      success: true,
      message,
      data: { credit_data: { eligibility_validation: { overall_status: answer.decision, message } } },
    });
  }),
  route('POST /verification/address-webhook', async (c, _request) => {
    const verifier = c.get('addressVerifier');
    // The signature is over the raw body, exactly as it arrived (the contract middleware read it first).
    const callback = verifier.readCallback({
      rawBody: await c.req.text(),
      header: (name) => c.req.header(name),
    });
    if (!callback) return refuse(c, 401, 'Invalid signature');
    if (!callback.result) return c.json({ success: true, message: 'Event ignored' });
    const deps = { db: c.get('db'), addressVerifier: verifier, email: c.get('email'), now: c.get('now') };
    const decided = await decideAndNotify(deps, callback.providerReference, callback.result);
    return c.json({ success: true, message: decided ? 'Address check decided' : 'Already decided' });
  }),
);
