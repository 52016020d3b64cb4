/**
 * A debt verification from end to end, as Oja decides it: the shopper agrees to the check, the bureau's
 * report is read, the BVN's owner must be the account's holder, and the credit policy decides. Oja's rules
 * (the spec only says that a debt profile is checked by BVN before instalments and that an approval or a BVN
 * on file verifies).
 */
import type { CalendarDate } from './calendar';
import {
  type BureauFile,
  type CreditDeclineReason,
  creditCheckDue,
  creditPolicyDecision,
} from './credit-policy';
import { toValidation, type Validation } from './form';
import { type AccountIdentity, type BvnIdentity, type IdentityField, identityMatch } from './identity-match';
import { validateBvn } from './verification';

/**
 * What the shopper agrees to, beside the BVN field, before Oja asks a bureau. The NDPA (2023) asks for
 * consent that is specific and informed: it names who is asked and what for. Stored with each check.
 */
export const CREDIT_CHECK_CONSENT =
  "I agree that Oja may check my BVN's credit history with Nigeria's credit bureaux (CRC and FirstCentral) to decide whether I can pay in instalments.";

/** The answer when the box is not ticked. */
export const CREDIT_CHECK_CONSENT_REQUIRED = 'Please agree to the credit check to continue.';

/**
 * Validates the debt-verification form `{ bvn, consent }`: the BVN as the spec checks it (`validateBvn`'s
 * messages) and the box ticked. The server checks `consent` as well, before any bureau is asked.
 */
export function validateDebtVerification(input: {
  bvn?: unknown;
  consent?: unknown;
}): Validation<'bvn' | 'consent', { bvn: string; consent: true }> {
  const bvn = validateBvn(input);
  const errors = {
    ...(bvn.ok ? {} : bvn.errors),
    ...(input.consent === true ? {} : { consent: CREDIT_CHECK_CONSENT_REQUIRED }),
  };
  // The value is read only when nothing failed, so the BVN is valid (a string of 11 digits) there.
  return toValidation(errors, () => ({ bvn: String(input.bvn).trim(), consent: true as const }));
}

/** The answer when no bureau could be asked: nothing is decided, and the shopper may try again. */
export const CREDIT_BUREAU_UNAVAILABLE =
  'The credit bureaux are not answering right now, so nothing was decided. Please try again in a few minutes.';

/** Why a check did not approve, as kept for audit: the policy's reasons, or who the BVN does not match. */
export type DebtVerificationReason =
  | CreditDeclineReason
  | { readonly kind: 'identity-mismatch'; readonly mismatched: readonly IdentityField[] };

export type DebtVerificationDecision =
  | { readonly decision: 'APPROVED'; readonly reasons: readonly [] }
  | { readonly decision: 'DECLINED'; readonly reasons: readonly DebtVerificationReason[] }
  /** The BVN's record is someone else's: a refusal that names what differs, never an approval or a decline. */
  | {
      readonly decision: 'MISMATCH';
      readonly reasons: readonly [{ kind: 'identity-mismatch'; mismatched: readonly IdentityField[] }];
    }
  | { readonly decision: 'UNAVAILABLE'; readonly reasons: readonly [] };

/**
 * The decision on a bureau's report for an account:
 * - the record's owner (the first bureau that knows the BVN) is compared with the account first: a BVN
 *   anyone can copy approves nobody but its owner, and declines nobody either (a stranger's delinquency is
 *   not the shopper's), so a mismatch is its own answer;
 * - then the credit policy (`creditPolicyDecision`): declined, unavailable or approved. A BVN no bureau knows
 *   has no record to compare and is judged by the policy alone (approved when every bureau answered).
 */
export function debtVerificationDecision(
  report: { files: readonly BureauFile[]; subject: BvnIdentity | null },
  account: AccountIdentity,
  isTier2: boolean,
): DebtVerificationDecision {
  if (report.subject) {
    const match = identityMatch(account, report.subject);
    if (!match.ok)
      return { decision: 'MISMATCH', reasons: [{ kind: 'identity-mismatch', mismatched: match.mismatched }] };
  }
  return creditPolicyDecision(report.files, isTier2);
}

/**
 * Whether a shopper's debt verification stands on `today`: approved on `verifiedOn` (the day of the last
 * approval; null when never approved) less than `CREDIT_RECHECK_AFTER_DAYS` ago. After that the shopper
 * verifies again before a new instalment order.
 */
export function debtVerificationStands(verifiedOn: CalendarDate | null, today: CalendarDate): boolean {
  return verifiedOn !== null && !creditCheckDue(verifiedOn, today);
}
