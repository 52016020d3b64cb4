import type { UserRow } from '../db/users-repository.ts';

/** The user as GET /users/get-user answers it: never the password hash, never BVN digits. */
export function toWireUser(u: UserRow) {
  return {
    userID: u.userId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    isTier2: u.isTier2,
    isEmailVerified: u.isEmailVerified,
    residentialAddress: u.residentialAddress,
    residentialCity: u.residentialCity,
    residentialState: u.residentialState,
    hasBvn: u.bvnLast4 !== null,
  };
}
