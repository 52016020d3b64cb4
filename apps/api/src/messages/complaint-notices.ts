import { shopPaths } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import type { EmailSender } from '../email/sender.ts';
import { queueSms } from '../sms/queue.ts';

/** What happened to a complaint that the shopper is told of. */
type ComplaintNews =
  | { kind: 'raised' }
  | { kind: 'reply'; replyId: string; text: string }
  | { kind: 'resolved'; reason: string };

interface ComplaintRecipient {
  email: string;
  phoneNumber: string;
  /** The shopper's own choice of texts (the account area); their email always goes. */
  smsOn: boolean;
}

function emailOf(reference: string, news: ComplaintNews, link: string) {
  switch (news.kind) {
    case 'raised':
      return {
        subject: `We have your complaint ${reference}`,
        text: `Thank you for telling us. Your complaint's reference is ${reference}.\nWe will resolve it within 48 hours, and you can follow it here: ${link}\n\nIf we do not, or you are not satisfied, you may take it to the Federal Competition and Consumer Protection Commission (FCCPC).`,
      };
    case 'reply':
      return {
        subject: `A reply to your complaint ${reference}`,
        text: `We have replied to your complaint ${reference}:\n\n${news.text}\n\nRead it and follow your complaint here: ${link}`,
      };
    case 'resolved':
      return {
        subject: `Your complaint ${reference} is resolved`,
        text: `We have resolved your complaint ${reference}:\n\n${news.reason}\n\nIf you are not satisfied, tell us from your account (${link}), or take it to the Federal Competition and Consumer Protection Commission (FCCPC).`,
      };
  }
}

/** The text: short, the reference only (a stranger holding the phone reads nothing of the complaint). */
function textOf(reference: string, news: ComplaintNews): string | null {
  if (news.kind === 'raised') return null;
  const what = news.kind === 'reply' ? 'replied to' : 'resolved';
  return `Oja: we have ${what} your complaint ${reference}. See it in your account under Complaints.`;
}

/**
 * Tells the shopper of a complaint's news by email and, for a reply or a resolution, by text (when they
 * keep texts on). Both go through the message outbox at once: a complaint's answer is not a collection
 * message, so the contact policy's hours and weekly cap do not hold it back.
 */
export async function tellShopperOfComplaint(
  deps: { db: Database; email: EmailSender; publicUrl: string | undefined },
  to: ComplaintRecipient,
  reference: string,
  news: ComplaintNews,
  now: number,
): Promise<void> {
  const path = shopPaths.complaintFor(reference);
  const link = deps.publicUrl ? new URL(path, deps.publicUrl).toString() : path;
  await deps.email.send({ to: to.email, ...emailOf(reference, news, link) });
  const text = textOf(reference, news);
  if (text && to.smsOn && to.phoneNumber) {
    const key = news.kind === 'reply' ? `complaint-reply-${news.replyId}` : `complaint-resolved-${reference}`;
    await queueSms(deps.db, { to: to.phoneNumber, text, key, at: new Date(now) });
  }
}
