import { createHash, timingSafeEqual } from 'node:crypto';
import { normalisePhoneNumber } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import { withdrawQueuedTexts } from './queue.ts';

/** What the app knows of SMS: who sends texts, and the inbound webhook's path token (TERMII_INBOUND_SECRET). */
export interface SmsSettings {
  kind: 'sandbox' | 'termii';
  /** Without it the inbound webhook is not served (404): STOP then only works through the sandbox's route. */
  inboundSecret: string | undefined;
}

/**
 * Whether `token` is the inbound webhook's secret. Termii documents no signature for inbound messages, so the
 * URL given to Termii carries a secret token; it is compared in constant time (of SHA-256 digests, so not even
 * its length shows in the time taken).
 */
export function isInboundToken(settings: SmsSettings, token: string): boolean {
  if (!settings.inboundSecret) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(token), digest(settings.inboundSecret));
}

/** 'STOP', in any case and with spaces around it: the shopper asks for no more texts. */
function isStop(message: string): boolean {
  return message.trim().toUpperCase() === 'STOP';
}

/**
 * What a text from a phone does: STOP turns SMS notifications off for the account with that number (Termii
 * writes it as 2348031234567; accounts store +2348031234567) and withdraws its texts not sent yet. Anything else is ignored (there is no one to
 * read it). Answers what happened, for the webhook's answer; never which account the number is.
 */
export async function receiveSms(
  db: Database,
  { sender, message }: { sender: string; message: string },
): Promise<'opted-out' | 'ignored'> {
  if (!isStop(message)) return 'ignored';
  const digits = sender.replace(/\D/g, '');
  if (digits.length < 10) return 'ignored';
  const phone = normalisePhoneNumber(digits);
  await db.update(users).set({ smsNotifications: false }).where(eq(users.phoneNumber, phone));
  await withdrawQueuedTexts(db, phone);
  return 'opted-out';
}
