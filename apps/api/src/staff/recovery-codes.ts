import { randomInt } from 'node:crypto';
import { sha256 } from '../auth/tokens.ts';

/** How many recovery codes a staff member gets at set-up, or when they make new ones. */
const RECOVERY_CODE_COUNT = 10;

/** RFC 4648's base32 alphabet in lower case: no 0/1/8/9, so nothing reads as O, I, L or B. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new recovery code as shown: 12 characters from the CSPRNG (60 bits), in three groups of four. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * What the database keeps of a code (normalised by the domain's normalRecoveryCode): its SHA-256, under the
 * member's public id so one code's hash says nothing about another member's.
 */
export function recoveryCodeHash(staffId: string, normalCode: string): string {
  return sha256(`oja-staff-recovery:${staffId}:${normalCode}`);
}

/** A fresh set of codes for a member: the codes to show once, and the hashes to store. */
export function newRecoveryCodes(staffId: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(staffId, code.replaceAll('-', ''))) };
}
