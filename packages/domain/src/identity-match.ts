/**
 * Whether the person a bureau knows by a BVN is the shopper who named it: a BVN is a number anyone can copy,
 * so an approval must belong to the account's own name and phone. Oja's rule (the spec has none): a mismatch
 * is a refusal that names what differs, never an approval.
 */
import type { CalendarDate } from './calendar';

/**
 * What the account says of the shopper. Oja's sign-up asks for an email and a phone, not a name or a date of
 * birth: the name (`null` until the shopper gives one) and the date of birth are compared when known; the
 * phone always is.
 */
export interface AccountIdentity {
  readonly name: { readonly firstName: string; readonly lastName: string } | null;
  readonly phone: string;
  readonly dateOfBirth?: CalendarDate;
}

/** What the BVN's record says (the bureau's subject, or the BVN's own record at NIBSS). */
export interface BvnIdentity {
  /** Every name on the record, in any order: first, middle, last. */
  readonly names: readonly string[];
  /** Every phone number on the record. */
  readonly phones: readonly string[];
  readonly dateOfBirth?: CalendarDate;
}

export type IdentityField = 'name' | 'phone' | 'dateOfBirth';

export type IdentityMatch =
  | { readonly ok: true }
  | { readonly ok: false; readonly mismatched: IdentityField[] };

/** A name as compared: lower case, without accents, marks, hyphens or spaces ('Adébáyọ̀-Ojo' → 'adebayoojo'). */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * A Nigerian mobile number as compared: its last ten digits, so '+234 803 123 4567', '2348031234567' and
 * '08031234567' are one number. Null for anything with fewer than ten digits.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * Compares the account with the BVN's record:
 * - name, when the account has one: its first and last names must both be among the record's names (middle
 *   names and order do not matter; 'Ada' does not match 'Adaeze': a short form is not proof);
 * - phone: the account's phone must be one of the record's phones (a record with no phone cannot confirm it,
 *   so it is a mismatch: the phone is what the direct debit and the SMS reach);
 * - date of birth: compared only when both have one.
 * Answers every field that differs.
 */
export function identityMatch(account: AccountIdentity, record: BvnIdentity): IdentityMatch {
  const mismatched: IdentityField[] = [];
  const names = new Set(
    record.names
      .flatMap((name) => name.split(/\s+/))
      .map(nameKey)
      .filter(Boolean),
  );
  if (account.name) {
    const first = nameKey(account.name.firstName);
    const last = nameKey(account.name.lastName);
    if (!first || !last || !names.has(first) || !names.has(last)) mismatched.push('name');
  }
  const phone = phoneKey(account.phone);
  if (phone === null || !record.phones.some((candidate) => phoneKey(candidate) === phone)) {
    mismatched.push('phone');
  }
  if (account.dateOfBirth && record.dateOfBirth && account.dateOfBirth !== record.dateOfBirth) {
    mismatched.push('dateOfBirth');
  }
  return mismatched.length === 0 ? { ok: true } : { ok: false, mismatched };
}

/** What the shopper reads when the record is not theirs: what differs, and what to do. */
export function identityMismatchMessage(mismatched: readonly IdentityField[]): string {
  const words = { name: 'name', phone: 'phone number', dateOfBirth: 'date of birth' } as const;
  const list = mismatched.map((field) => words[field]);
  const named = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return `The ${named} on this BVN's record do${list.length > 1 ? '' : 'es'} not match your Oja account. Check the BVN, or write to support@oja.ng to update your account.`;
}
