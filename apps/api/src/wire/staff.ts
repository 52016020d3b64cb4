import type { StaffRow } from '../db/staff-repository.ts';

/** A staff member as the admin API answers them: never their password hash or TOTP secret. */
export function toWireStaff(member: StaffRow) {
  return {
    staffId: member.staffId,
    email: member.email,
    name: member.name,
    role: member.role,
    active: member.disabledAt === null,
  };
}
