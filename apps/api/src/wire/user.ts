import type { CalendarDate } from '@oja/domain';
import { debtVerified, type UserRow } from '../db/users-repository.ts';

/**
 * The user as GET /users/get-user answers it: never the password hash, never BVN digits. `hasBvn` is the
 * spec's 'BVN on file' as it stands on `today`: false again 90 days after the last approval, so the shopper
 * verifies again before a new instalment order.
 */
export function toWireUser(u: UserRow, today: CalendarDate) {
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
    hasBvn: debtVerified(u, today),
    smsNotifications: u.smsNotifications,
  };
}
