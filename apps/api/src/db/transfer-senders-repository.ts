import type { Database } from './connect.ts';
import { transferSenders } from './schema.ts';

/** The sender a notice names (the transfer adapter's TransferSender). */
interface Sender {
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/**
 * Records who sent a transfer (its notice's sender) under the provider's id, once: a copy of the notice
 * writes nothing. Nothing to record when the notice names no sender.
 */
export async function recordTransferSender(
  db: Database,
  providerReference: string,
  sender: Sender | null,
  now: Date,
): Promise<void> {
  if (!sender) return;
  await db
    .insert(transferSenders)
    .values({ providerReference, ...sender, createdAt: now })
    .onConflictDoNothing();
}
