import { formatKobo, kobo, koboToNaira, shopPaths } from '@oja/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { mandates, orderSchedule, orders, users } from '../db/schema.ts';
import type { EmailSender } from '../email/sender.ts';
import { applyAuthorization } from '../money/mandate.ts';
import { logger } from '../ops/log.ts';
import type { DirectDebit } from '../payments/direct-debit.ts';

/** What telling a shopper about their mandate needs. */
export interface MandateNewsDeps {
  db: Database;
  email: EmailSender;
  now: () => number;
  /** The shop's public origin, for the link in a refusal email; without it the email names the page. */
  publicUrl?: string | undefined;
}

/** A consent still pending this long after it started is no longer asked about (the shopper has left). */
const ASKED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Emails the shopper the bank's answer to a consent they gave on the bank's page, once: the mandate is
 * claimed (notified_at set where it was null) before sending, and released when sending fails so that the
 * sweep tries again. A mandate made from an already linked account is active at once on screen: no email.
 */
export async function sendMandateNews(deps: MandateNewsDeps, mandateId: number): Promise<void> {
  const at = new Date(deps.now());
  const [claimed] = await deps.db
    .update(mandates)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(mandates.id, mandateId),
        isNull(mandates.notifiedAt),
        isNotNull(mandates.redirectUrl),
        inArray(mandates.status, ['active', 'refused']),
      ),
    )
    .returning();
  if (!claimed) return;
  try {
    await deps.email.send(await mandateEmail(deps, claimed));
  } catch (error) {
    await deps.db
      .update(mandates)
      .set({ notifiedAt: null })
      .where(and(eq(mandates.id, mandateId), eq(mandates.notifiedAt, at)));
    logger.error({ err: error }, `Mandate email of mandate ${mandateId} not sent yet`);
  }
}

async function mandateEmail(deps: MandateNewsDeps, mandate: typeof mandates.$inferSelect) {
  const [row] = await deps.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(eq(orders.id, mandate.orderId));
  if (!row) throw new Error(`no order ${mandate.orderId}`);
  const { order } = row;
  if (mandate.status === 'refused') {
    const page = shopPaths.mandateCreate(koboToNaira(order.firstPaymentKobo), order.publicId);
    return {
      to: row.email,
      subject: `Your bank did not approve the direct debit for Oja order ${order.orderNumber}`,
      text: [
        `Your order ${order.orderNumber} is placed and its down payment is paid, but your bank did not approve the direct debit for its instalments.`,
        '',
        'Nothing has been taken from that account. Set up direct debit on another bank account (or try the same one again) here:',
        deps.publicUrl ? `${deps.publicUrl}${page}` : `Oja, page ${page}`,
      ].join('\n'),
    };
  }
  const instalments = await deps.db
    .select()
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, order.id), gt(orderSchedule.number, 0)))
    .orderBy(asc(orderSchedule.number));
  const first = instalments[0];
  const rest = kobo(order.totalKobo - order.firstPaymentKobo);
  const account =
    mandate.bankName && mandate.last4
      ? `${mandate.bankName} (account ending ${mandate.last4})`
      : 'your bank account';
  return {
    to: row.email,
    subject: `Your direct debit for Oja order ${order.orderNumber} is active`,
    text: [
      `Your bank approved the direct debit for order ${order.orderNumber}.`,
      '',
      first
        ? `${formatKobo(rest)} is paid from ${account} in ${instalments.length} ${order.plan} instalments, the first on ${first.dueDate}. A debit falling on a weekend or public holiday is taken the next business day.`
        : `The rest of the order is paid from ${account}.`,
      'Keep enough money in the account before each date. We email you before each debit.',
    ].join('\n'),
  };
}

/**
 * What a restarted or idle server catches up on for mandates: consents still pending after `graceMs` are
 * verified with the provider (a bank's answer whose webhook was lost is applied once, like any other), and
 * answers not yet told to the shopper are emailed.
 */
export async function sweepMandates(
  deps: MandateNewsDeps & { directDebit: DirectDebit },
  { graceMs }: { graceMs: number },
): Promise<{ verified: number; emailed: number }> {
  const at = deps.now();
  const before = new Date(at - graceMs);
  const pending = await deps.db
    .select()
    .from(mandates)
    .where(
      and(
        eq(mandates.status, 'pending'),
        isNotNull(mandates.redirectUrl),
        gt(mandates.createdAt, new Date(at - ASKED_FOR_MS)),
        lt(mandates.createdAt, before),
      ),
    );
  let verified = 0;
  for (const mandate of pending) {
    try {
      const answer = await deps.directDebit.verify(mandate.reference);
      verified++;
      if (answer) await applyAuthorization(deps.db, mandate, answer, new Date(at));
    } catch (error) {
      logger.warn(`Mandate ${mandate.reference} not verified this time: ${(error as Error).message}`);
    }
  }
  const untold = await deps.db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(
        isNull(mandates.notifiedAt),
        isNotNull(mandates.redirectUrl),
        or(
          and(eq(mandates.status, 'active'), lt(mandates.activatedAt, before)),
          and(eq(mandates.status, 'refused'), lt(mandates.closedAt, before)),
          // Just answered by the verification above: nobody else is telling these.
          and(
            inArray(mandates.status, ['active', 'refused']),
            inArray(mandates.reference, ['', ...pending.map((m) => m.reference)]),
          ),
        ),
      ),
    );
  for (const { id } of untold) await sendMandateNews(deps, id);
  return { verified, emailed: untold.length };
}
