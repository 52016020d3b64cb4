import type { StaffRow } from '../db/staff-repository.ts';

/**
 * A staff member as the admin API answers them: never their password hash or TOTP secret. `setUp` is false
 * while an invitation waits (no password yet) or an authenticator reset waits for its new set-up; the staff list adds when each last signed in.
 */
export function toWireStaff(member: StaffRow & { lastSignInAt?: Date | null }) {
  return {
    staffId: member.staffId,
    email: member.email,
    name: member.name,
    role: member.role,
    active: member.disabledAt === null,
    setUp: member.passwordHash !== null && member.totpSecret !== null,
    ...(member.lastSignInAt !== undefined
      ? { lastSignInAt: member.lastSignInAt?.toISOString() ?? null }
      : {}),
  };
}
