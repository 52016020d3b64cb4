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

/** Records an approved debt check: only the BVN's last four digits are ever stored. */
export async function setBvnLast4(db: Database, userId: number, bvn: string): Promise<void> {
  await db
    .update(users)
    .set({ bvnLast4: bvn.slice(-4) })
    .where(eq(users.id, userId));
}
