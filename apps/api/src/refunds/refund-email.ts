import { formatKobo, kobo } from '@oja/domain';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { RefundReason } from '../db/refunds-repository.ts';
import { orders, refunds, users } from '../db/schema.ts';
import type { EmailMessage, EmailSender } from '../email/sender.ts';
import { logger } from '../ops/log.ts';
import { queueSms } from '../sms/queue.ts';
import { refundText } from '../sms/texts.ts';

/** Why the money goes back, in the shopper's words. */
const WHY: Record<RefundReason, string> = {
  duplicate: 'you paid for this order twice, and this was the second payment',
  late: 'your payment came in after the order had been replaced by a newer checkout or had expired, so we could not keep it',
  rejected: 'the amount we received did not match what the order asked for, so we could not accept it',
  overpaid: 'the instalment it paid for had already been paid',
  return: 'you returned an item from this order and we have checked it',
  cancellation: 'we cancelled this order before it was shipped',
  goodwill: 'our team agreed to pay you back part of what you paid for this order',
  // Never emailed (no order, so no shopper to write to), but named for completeness.
  unmatched: 'we could not tie your transfer to an order, so we sent it back',
};

/** The email telling a shopper their refund is on its way. Plain, warm Nigerian English. */
function refundEmail(refund: {
  to: string;
  firstName: string | null;
  orderNumber: string;
  reference: string;
  amountKobo: number;
  reason: string;
  sourceKind: string;
}): EmailMessage {
  const amount = formatKobo(kobo(refund.amountKobo));
  const why = WHY[refund.reason as RefundReason] ?? 'we owe you this money back';
  // A direct debit goes back to the bank account it came from; card payments to the card.
  const where = refund.sourceKind === 'debit' ? 'your bank account' : 'your card';
  return {
    to: refund.to,
    subject: `Your refund of ${amount} for Oja order ${refund.orderNumber} is on its way`,
    text: [
      refund.firstName ? `Hello ${refund.firstName},` : 'Hello,',
      '',
      `We have refunded ${amount} to you for order ${refund.orderNumber}.`,
      `Why: ${why}.`,
      `Refund reference: ${refund.reference}.`,
      `It reaches ${where} in 7 to 14 business days. If it has not arrived by then, reply to this email with the refund reference and we will follow it up for you.`,
      '',
      'Thank you for shopping with Oja.',
      'The Oja team',
    ].join('\n'),
  };
}

/**
 * Emails each refund the provider has taken (processing or processed) once, and texts it too when the
 * shopper has SMS on (queued once per refund by its key). Each email is claimed on its own, by setting
 * `emailed_at` with a conditional UPDATE (… where emailed_at is null) right before it is sent, so two jobs
 * never send the same one and a process killed after the claim never sends it again: that one email is then
 * lost rather than sent twice (the only gap: between the claim's commit and the send). A send that
 * fails is un-claimed (emailed_at back to null, only if still this claim's) and tried on the next tick.
 */
export async function sendRefundEmails(
  deps: { db: Database; email: EmailSender; now: () => number; log?: (line: string) => void },
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<number> {
  const log = deps.log ?? ((line: string) => logger.error(line));
  let sent = 0;
  let after = 0;
  for (;;) {
    const due = await deps.db
      .select({
        id: refunds.id,
        reference: refunds.reference,
        amountKobo: refunds.amountKobo,
        reason: refunds.reason,
        sourceKind: refunds.sourceKind,
        orderNumber: orders.orderNumber,
        to: users.email,
        firstName: users.firstName,
        phone: users.phoneNumber,
        smsOn: users.smsNotifications,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          inArray(refunds.status, ['processing', 'processed']),
          isNull(refunds.emailedAt),
          gt(refunds.id, after),
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(batchSize);
    for (const row of due) {
      after = row.id;
      const at = new Date(deps.now());
      const [claimed] = await deps.db
        .update(refunds)
        .set({ emailedAt: at })
        .where(and(eq(refunds.id, row.id), isNull(refunds.emailedAt)))
        .returning({ id: refunds.id });
      // Another job's, since the list was read.
      if (!claimed) continue;
      try {
        // The text is queued once per refund (its key), however often the email is tried again.
        if (row.smsOn && row.phone) {
          await queueSms(deps.db, {
            to: row.phone,
            text: refundText({
              amount: kobo(row.amountKobo),
              orderNumber: row.orderNumber,
              where: row.sourceKind === 'debit' ? 'your bank account' : 'your card',
            }),
            key: `refund-${row.id}`,
            at,
          });
        }
        await deps.email.send(refundEmail(row));
        sent++;
      } catch (error) {
        log(`[refunds] email of ${row.reference} not sent, tried again later: ${(error as Error).message}`);
        await deps.db
          .update(refunds)
          .set({ emailedAt: null })
          .where(and(eq(refunds.id, row.id), eq(refunds.emailedAt, at)));
      }
    }
    if (due.length < batchSize) return sent;
  }
}
