import type { AddressVerificationPayload } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { users } from './schema.ts';

/** Keeps a verified residential address on the shopper's account. */
export async function setResidentialAddress(
  db: Database,
  userId: number,
  address: AddressVerificationPayload,
): Promise<void> {
  await db
    .update(users)
    .set({
      residentialAddress: address.residentialAddress,
      residentialCity: address.residentialCity,
      residentialState: address.residentialState,
    })
    .where(eq(users.id, userId));
}
