/**
 * Who may do what in the operator console. Four roles, each a fixed set of permissions; the server checks a
 * permission on every admin call and the console hides what a role cannot do. Oja's own rules (the spec
 * covers the shopper only).
 */
import { emailError, PASSWORDS_DO_NOT_MATCH, passwordError } from './account-validation';
import { type FieldErrors, text, toValidation, type Validation } from './form';
import type { Kobo } from './money';

export type StaffRole = 'owner' | 'operations' | 'finance' | 'support';
export const STAFF_ROLES = [
  'owner',
  'operations',
  'finance',
  'support',
] as const satisfies readonly StaffRole[];

export type StaffPermission =
  /** See orders, shoppers, the ledger, and the audit trail of an order. */
  | 'orders:read'
  /** Write a note on an order or a shopper. */
  | 'orders:note'
  /** Pack, ship, deliver; cancel before shipping. */
  | 'fulfilment:write'
  /** Record a return. */
  | 'returns:write'
  /** Ask for a refund (in full or in part). */
  | 'refunds:create'
  /** Approve another staff member's refund at or above the approval threshold. */
  | 'refunds:approve'
  /** Decide a Tier 2 request. */
  | 'tier2:decide'
  /** Retry a failed debit now, pause collection while a return is open. */
  | 'collections:act'
  /** Send the shopper a payment reminder. */
  | 'collections:remind'
  /** Invite, change the role of, disable staff; end their sessions. */
  | 'staff:manage'
  /** Read the whole audit trail (every staff write); an order's own trail comes with `orders:read`. */
  | 'audit:read'
  /** Import the provider's settlement report and close its differences with a reason (reconciliation). */
  | 'reconciliation:write'
  /** See a shopper's BVN's last four digits on their page (support sees the page without them). */
  | 'identity:bvn'
  /** See the catalogue as the console lists it: every product, published or not, and its categories. */
  | 'catalogue:read'
  /** Add and edit products (price, stock, publishing), add subcategories, import products from CSV. */
  | 'catalogue:write'
  /** Work the complaints desk: see the queue, assign, reply, resolve, export for the twice-yearly report. */
  | 'complaints:handle';

/**
 * The permissions of each role. Operations runs the warehouse and collections; finance moves money (refunds,
 * their approval, Tier 2 credit) and checks the audit trail; support talks to shoppers (reads, notes,
 * reminders, records a return) and moves no money. Operations keeps the catalogue (products, prices, stock);
 * finance and support only read it. Support (and the owner) work the complaints desk: it is talking to shoppers,
 * and keeping it off the roles that move money keeps a complaint's handler apart from what it is about. The owner can do everything, and alone manages staff.
 */
export const ROLE_PERMISSIONS: { readonly [R in StaffRole]: readonly StaffPermission[] } = {
  owner: [
    'orders:read',
    'orders:note',
    'fulfilment:write',
    'returns:write',
    'refunds:create',
    'refunds:approve',
    'tier2:decide',
    'collections:act',
    'collections:remind',
    'staff:manage',
    'audit:read',
    'reconciliation:write',
    'catalogue:read',
    'catalogue:write',
    'identity:bvn',
    'complaints:handle',
  ],
  operations: [
    'orders:read',
    'orders:note',
    'fulfilment:write',
    'returns:write',
    'collections:act',
    'collections:remind',
    'catalogue:read',
    'catalogue:write',
    'identity:bvn',
  ],
  finance: [
    'orders:read',
    'orders:note',
    'refunds:create',
    'refunds:approve',
    'tier2:decide',
    'collections:act',
    'collections:remind',
    'audit:read',
    'reconciliation:write',
    'catalogue:read',
    'identity:bvn',
  ],
  support: [
    'orders:read',
    'orders:note',
    'returns:write',
    'collections:remind',
    'catalogue:read',
    'complaints:handle',
  ],
};

/** Whether `role` holds `permission`; an unknown role (a value from outside the types) holds none. */
export function can(role: StaffRole, permission: StaffPermission): boolean {
  return Object.hasOwn(ROLE_PERMISSIONS, role) && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * A refund of ₦100,000 or more needs a second staff member's approval (maker-checker): large enough that a
 * mistake or a fraud costs real money, small enough that everyday partial refunds go straight through.
 */
export const REFUND_APPROVAL_THRESHOLD_KOBO = 10_000_000 as Kobo;

/** Whether a refund of `amount` waits for a second staff member before it is paid. */
export function refundNeedsApproval(amount: Kobo): boolean {
  return amount >= REFUND_APPROVAL_THRESHOLD_KOBO;
}

export type RefundApprovalRefusal = 'not-permitted' | 'own-refund' | 'not-waiting';

/**
 * Whether `approver` may approve a refund asked for by `maker`: they need the permission, and may not be the
 * one who asked for it (a second pair of eyes, not the same pair twice).
 */
export function refundApprovalRefusal(
  approver: { id: string; role: StaffRole },
  refund: { makerId: string; waitingForApproval: boolean },
): RefundApprovalRefusal | null {
  if (!can(approver.role, 'refunds:approve')) return 'not-permitted';
  if (!refund.waitingForApproval) return 'not-waiting';
  if (approver.id === refund.makerId) return 'own-refund';
  return null;
}

export const STAFF_PASSWORD_REQUIRED = 'Password is required';
export const STAFF_CODE_INVALID = 'Enter the 6-digit code from your authenticator app';

/**
 * A recovery code's shape: 12 letters and digits of RFC 4648's base32 alphabet, shown as three groups of four
 * (`abcd-efgh-2345`); typed in any case, with or without the dashes or spaces between groups.
 */
const RECOVERY_CODE = /^[a-z2-7]{4}[- ]?[a-z2-7]{4}[- ]?[a-z2-7]{4}$/i;

/** A recovery code as typed, reduced to its 12 characters in lower case: null when it has not the shape. */
export function normalRecoveryCode(code: string): string | null {
  const trimmed = code.trim();
  return RECOVERY_CODE.test(trimmed) ? trimmed.replace(/[- ]/g, '').toLowerCase() : null;
}

/**
 * A staff sign-in: an email, a password and the 6-digit code of the staff member's authenticator app
 * (TOTP), or one of their recovery codes, each checked for shape before the server looks anything up.
 */
export function validateStaffSignIn(input: {
  email?: unknown;
  password?: unknown;
  code?: unknown;
}): Validation<'email' | 'password' | 'code', { email: string; password: string; code: string }> {
  const errors: FieldErrors<'email' | 'password' | 'code'> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (text(input.password) === '') errors.password = STAFF_PASSWORD_REQUIRED;
  const code = text(input.code).trim();
  if (!/^\d{6}$/.test(code) && normalRecoveryCode(code) === null) errors.code = STAFF_CODE_INVALID;
  return toValidation(errors, () => ({
    email: text(input.email).trim(),
    password: text(input.password),
    code: text(input.code).trim(),
  }));
}

/**
 * An invited member's setup: a new password under the shopper's rule (the server checks the same
 * `passwordError`), typed twice alike.
 */
export function validateStaffSetup(input: {
  password?: unknown;
  passwordAgain?: unknown;
}): Validation<'password' | 'passwordAgain', { password: string }> {
  const errors: FieldErrors<'password' | 'passwordAgain'> = {};
  const password = passwordError(input.password);
  if (password) errors.password = password;
  else if (text(input.passwordAgain) !== text(input.password)) errors.passwordAgain = PASSWORDS_DO_NOT_MATCH;
  return toValidation(errors, () => ({ password: text(input.password) }));
}

export const STAFF_NAME_REQUIRED = 'Name is required';
export const STAFF_ROLE_INVALID = 'Choose a role: owner, operations, finance or support';
export const LAST_OWNER = 'The shop needs at least one active owner.';

/** An invitation: an email, a name (at most 100 characters) and one of the four roles. */
export function validateStaffInvite(input: {
  email?: unknown;
  name?: unknown;
  role?: unknown;
}): Validation<'email' | 'name' | 'role', { email: string; name: string; role: StaffRole }> {
  const errors: FieldErrors<'email' | 'name' | 'role'> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  const name = text(input.name).trim();
  if (name === '' || name.length > 100) errors.name = STAFF_NAME_REQUIRED;
  const role = STAFF_ROLES.find((each) => each === input.role);
  if (!role) errors.role = STAFF_ROLE_INVALID;
  return toValidation(errors, () => ({ email: text(input.email).trim(), name, role: role as StaffRole }));
}

/**
 * Whether a change of a staff member's role or standing would leave the shop without an active owner (the
 * only role that can manage staff): `LAST_OWNER` then, else null.
 */
export function staffChangeRefusal(
  target: { role: StaffRole; active: boolean },
  change: { role?: StaffRole; active?: boolean },
  activeOwners: number,
): string | null {
  const wasActiveOwner = target.role === 'owner' && target.active;
  const staysActiveOwner = (change.role ?? target.role) === 'owner' && (change.active ?? target.active);
  return wasActiveOwner && !staysActiveOwner && activeOwners <= 1 ? LAST_OWNER : null;
}

/** The longest note a staff member may write: a paragraph or two of a call with the shopper, not a file. */
export const STAFF_NOTE_MAX_LENGTH = 2000;
export const STAFF_NOTE_INVALID = `Write the note: at most ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters`;

/** A note on an order or a shopper: some text (trimmed), at most 2,000 characters. */
export function validateStaffNote(input: { text?: unknown }): Validation<'text', { text: string }> {
  const note = text(input.text).trim();
  return toValidation(
    note === '' || note.length > STAFF_NOTE_MAX_LENGTH ? { text: STAFF_NOTE_INVALID } : {},
    () => ({ text: note }),
  );
}
