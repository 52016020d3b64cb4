import { randomUUID } from 'node:crypto';
import {
  type DataRequestKind,
  dataRequestDueAt,
  formatKobo,
  type Kobo,
  kobo,
  lendingRecordsCutoff,
} from '@oja/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { creditFacts } from './credit-repository.ts';
import {
  addressChecks,
  bvnChecks,
  complaintPictures,
  complaintReplies,
  complaints,
  consents,
  dataRequests,
  deliveryAddresses,
  keyFacts,
  mandates,
  messages,
  orderItems,
  orderSchedule,
  orders,
  otpCodes,
  outbox,
  passwordResets,
  payments,
  propertyRequests,
  refunds,
  sessions,
  smsOutbox,
  users,
} from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** Opens a data request with its due date (the domain's DATA_REQUEST_RESPONSE_DAYS). */
export async function openDataRequest(db: Database, userId: number, kind: DataRequestKind, now: number) {
  const [row] = await db
    .insert(dataRequests)
    .values({
      publicId: `DR-${randomUUID()}`,
      userId,
      kind,
      requestedAt: new Date(now),
      dueAt: new Date(dataRequestDueAt(now)),
    })
    .returning();
  if (!row) throw new Error('data request not recorded');
  return row;
}

/** Records the answer of a data request: done, or refused with the words the shopper read. */
export async function answerDataRequest(
  db: Database,
  id: number,
  answer: { outcome: 'completed' } | { outcome: 'refused'; refusal: string },
  now: number,
): Promise<void> {
  await db
    .update(dataRequests)
    .set({
      answeredAt: new Date(now),
      outcome: answer.outcome,
      refusal: answer.outcome === 'refused' ? answer.refusal : null,
    })
    .where(eq(dataRequests.id, id));
}

/** The console's list of data requests, newest first: who asked (their public id), what, when, due and answer. */
export async function listDataRequests(db: Database, limit: number) {
  return db
    .select({
      publicId: dataRequests.publicId,
      kind: dataRequests.kind,
      requestedAt: dataRequests.requestedAt,
      dueAt: dataRequests.dueAt,
      answeredAt: dataRequests.answeredAt,
      outcome: dataRequests.outcome,
      refusal: dataRequests.refusal,
      shopper: users.userId,
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id))
    .limit(limit);
}

/** What decides whether an account may close: instalments owed, and orders not yet finished. */
export async function closureStanding(
  db: Database,
  userId: number,
): Promise<{ owedKobo: Kobo; openOrders: number }> {
  const { owedKobo } = await creditFacts(db, userId);
  const [open] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          // Waiting for its down payment, or for money back.
          inArray(orders.status, ['awaiting_payment', 'refund_due']),
          // Paid and still on its way.
          and(eq(orders.status, 'paid'), notInArray(orders.fulfilmentStatus, ['delivered', 'cancelled'])),
          // A refund not yet in the shopper's account.
          sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} in ('queued', 'sending', 'processing'))`,
        ),
      ),
    );
  return { owedKobo, openOrders: Number(open?.n ?? 0) };
}

/** The pseudonym a closed account's lending records keep: its random public id, which names no one. */
function closedPseudonym(user: Pick<UserRow, 'userId'>): string {
  return `closed-${user.userId}`;
}

/**
 * Closes the account at once, in one transaction: signs it out everywhere, and replaces or deletes its personal
 * data (email, phone, names, residential and delivery addresses, the BVN's hash and digits, the bank
 * account's name, the words of messages sent to it, its property requests' contacts) while the lending
 * records (orders, schedules, payments, refunds, mandates, consents) stay, under the account's pseudonym.
 */
export async function closeAccount(db: Database, user: UserRow, now: number): Promise<void> {
  const pseudonym = closedPseudonym(user);
  const at = new Date(now);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `${pseudonym}@closed.oja.invalid`,
        phoneNumber: pseudonym,
        firstName: null,
        lastName: null,
        // No password hashes to this: the account can never sign in again.
        passwordHash: 'closed',
        residentialAddress: null,
        residentialCity: null,
        residentialState: null,
        bvnLast4: null,
        bvnVerifiedAt: null,
        smsNotifications: false,
        closedAt: at,
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, user.id));
    await tx.update(orders).set({ deliveryStreet: '' }).where(eq(orders.userId, user.id));
    await tx
      .update(bvnChecks)
      .set({ bvnHash: sql`'erased-' || ${bvnChecks.id}`, bvnLast4: '' })
      .where(eq(bvnChecks.userId, user.id));
    await tx
      .update(addressChecks)
      .set({ street: '', city: '', state: '' })
      .where(eq(addressChecks.userId, user.id));
    await tx.update(mandates).set({ accountName: null }).where(eq(mandates.userId, user.id));
    await tx
      .update(propertyRequests)
      .set({ name: '', phone: '', email: '', message: null })
      .where(eq(propertyRequests.userId, user.id));
    const contacts = [user.email, user.phoneNumber];
    await tx
      .update(messages)
      .set({ recipient: pseudonym, body: '' })
      .where(inArray(messages.recipient, contacts));
    await tx.update(outbox).set({ to: pseudonym, text: '' }).where(eq(outbox.to, user.email));
    await tx.update(smsOutbox).set({ to: pseudonym, text: '' }).where(eq(smsOutbox.to, user.phoneNumber));
  });
}

/**
 * The retention job (issue 42: lending records kept five years after the order closes): a closed account
 * closed, whose every order closed, more than five years before `now` (the domain's lendingRecordsCutoff) has its lending records anonymised: the
 * consents' devices, the orders' delivery states, bank details and complaints' pictures go, and the account is marked, so nothing
 * left ties the pseudonym to a place, a device or a bank account. Answers how many accounts it did.
 */
export async function anonymiseExpiredLendingRecords(db: Database, now: number): Promise<number> {
  const cutoff = new Date(lendingRecordsCutoff(now));
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.closedAt),
        isNull(users.lendingRecordsAnonymisedAt),
        sql`${users.closedAt} <= ${cutoff}`,
        // The order's close is its last instalment paid, or its creation when nothing was owed after it.
        sql`not exists (select 1 from ${orders} o where o.user_id = ${users.id} and greatest(o.created_at, o.paid_at, (select max(s.paid_at) from ${orderSchedule} s where s.order_id = o.id)) >= ${cutoff})`,
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      await tx.update(consents).set({ device: '' }).where(eq(consents.userId, id));
      await tx.update(orders).set({ deliveryState: '' }).where(eq(orders.userId, id));
      await tx.update(mandates).set({ bankName: null, last4: null }).where(eq(mandates.userId, id));
      // A complaint's picture may show a face, a home or a receipt: it goes; the complaint's record stays.
      await tx
        .delete(complaintPictures)
        .where(
          inArray(
            complaintPictures.complaintId,
            tx.select({ id: complaints.id }).from(complaints).where(eq(complaints.userId, id)),
          ),
        );
      await tx
        .update(users)
        .set({ lendingRecordsAnonymisedAt: new Date(now) })
        .where(eq(users.id, id));
    });
  }
  return due.length;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything Oja keeps about one shopper (NDPA: the right of access and to portability), as one JSON document:
 * the account, addresses, orders with their items, schedules, payments, refunds and mandates, messages sent,
 * consents, sign-in history (live sessions) and data requests. Amounts in integer kobo. Each section is one
 * query of this shopper's own rows; a later section (complaints) is added beside the others.
 */
export async function shopperDataArchive(db: Database, user: UserRow) {
  const addresses = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, user.id))
    .orderBy(asc(deliveryAddresses.id));
  const orderRows = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const none = orderIds.length === 0;
  const [items, schedule, paymentRows, refundRows, mandateRows] = none
    ? [[], [], [], [], []]
    : await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
        db
          .select()
          .from(orderSchedule)
          .where(inArray(orderSchedule.orderId, orderIds))
          .orderBy(asc(orderSchedule.orderId), asc(orderSchedule.number)),
        db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
        db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.id)),
        db.select().from(mandates).where(eq(mandates.userId, user.id)).orderBy(asc(mandates.id)),
      ]);
  const sent = await sentMessages(db, user);
  const consentRows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, user.id))
    .orderBy(asc(consents.id));
  const signIns = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(asc(sessions.createdAt));
  const requests = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, user.id))
    .orderBy(asc(dataRequests.id));
  const statements = none
    ? []
    : await db
        .select()
        .from(keyFacts)
        .where(inArray(keyFacts.orderId, orderIds))
        .orderBy(asc(keyFacts.orderId));
  const complaintRows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.userId, user.id))
    .orderBy(asc(complaints.id));
  const replyRows =
    complaintRows.length === 0
      ? []
      : await db
          .select({
            complaintId: complaintReplies.complaintId,
            body: complaintReplies.body,
            createdAt: complaintReplies.createdAt,
          })
          .from(complaintReplies)
          .where(
            inArray(
              complaintReplies.complaintId,
              complaintRows.map((complaint) => complaint.id),
            ),
          )
          .orderBy(asc(complaintReplies.id));
  const orderNumber = new Map(orderRows.map((order) => [order.id, order.orderNumber]));
  return {
    account: archivedAccount(user),
    addresses: addresses.map((address) => ({
      id: address.publicId,
      street_address: address.streetAddress,
      state: address.state,
    })),
    orders: orderRows.map((order) => archivedOrder(order, items, schedule)),
    payments: paymentRows.map((payment) => ({
      order_number: orderNumber.get(payment.orderId) ?? '',
      reference: payment.reference,
      amount_kobo: payment.amountKobo,
      status: payment.status,
      paid_at: iso(payment.paidAt),
      created_at: iso(payment.createdAt),
    })),
    refunds: refundRows.map((refund) => ({
      order_number: (refund.orderId === null ? undefined : orderNumber.get(refund.orderId)) ?? '',
      reference: refund.reference,
      amount_kobo: refund.amountKobo,
      reason: refund.reason,
      status: refund.status,
      created_at: iso(refund.createdAt),
      settled_at: iso(refund.settledAt),
    })),
    direct_debits: mandateRows.map((mandate) => ({
      order_number: orderNumber.get(mandate.orderId) ?? '',
      status: mandate.status,
      bank_name: mandate.bankName,
      account_last4: mandate.last4,
      created_at: iso(mandate.createdAt),
      ends_on: mandate.endsOn,
    })),
    messages: sent.map((message) => ({
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      body: message.body,
      status: message.status,
      created_at: iso(message.createdAt),
      sent_at: iso(message.sentAt),
    })),
    consents: consentRows.map(archivedConsent),
    // The key facts statement each instalment order was accepted with, word for word (issue 42).
    key_facts_statements: statements.map((statement) => ({
      order_number: orderNumber.get(statement.orderId) ?? '',
      version: statement.version,
      hash: statement.hash,
      accepted_at: iso(statement.acceptedAt),
      device: statement.device,
      text: statement.text,
    })),
    // Complaints with the desk's replies (staff are not named: the reply is the shop's).
    complaints: complaintRows.map((complaint) => ({
      reference: complaint.reference,
      order_number: complaint.orderId === null ? null : (orderNumber.get(complaint.orderId) ?? ''),
      category: complaint.category,
      text: complaint.body,
      status: complaint.status,
      raised_at: iso(complaint.createdAt),
      due_at: iso(complaint.dueAt),
      escalated_at: iso(complaint.escalatedAt),
      resolved_at: iso(complaint.resolvedAt),
      resolution: complaint.resolution,
      replies: replyRows
        .filter((reply) => reply.complaintId === complaint.id)
        .map((reply) => ({ text: reply.body, sent_at: iso(reply.createdAt) })),
    })),
    sign_ins: signIns.map((session) => ({
      signed_in_at: iso(session.createdAt),
      expires_at: iso(session.expiresAt),
    })),
    data_requests: requests.map((request) => ({
      id: request.publicId,
      kind: request.kind,
      requested_at: iso(request.requestedAt),
      due_at: iso(request.dueAt),
      answered_at: iso(request.answeredAt),
      outcome: request.outcome,
    })),
  };
}

/** The account's own facts (the BVN's last four digits only, never the BVN). */
function archivedAccount(user: UserRow) {
  return {
    user_id: user.userId,
    email: user.email,
    phone_number: user.phoneNumber,
    first_name: user.firstName,
    last_name: user.lastName,
    residential_address: user.residentialAddress,
    residential_city: user.residentialCity,
    residential_state: user.residentialState,
    bvn_last4: user.bvnLast4,
    bvn_verified_at: iso(user.bvnVerifiedAt),
    is_tier2: user.isTier2,
    sms_notifications: user.smsNotifications,
    created_at: iso(user.createdAt),
  };
}

/** One order in the archive, with its items and its instalment schedule. */
function archivedOrder(
  order: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  schedule: (typeof orderSchedule.$inferSelect)[],
) {
  return {
    order_number: order.orderNumber,
    status: order.status,
    fulfilment_status: order.fulfilmentStatus,
    plan: order.plan,
    delivery_street: order.deliveryStreet,
    delivery_state: order.deliveryState,
    subtotal_kobo: order.subtotalKobo,
    vat_kobo: order.vatKobo,
    shipping_kobo: order.shippingKobo,
    total_kobo: order.totalKobo,
    created_at: iso(order.createdAt),
    paid_at: iso(order.paidAt),
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        product_name: item.productName,
        quantity: item.quantity,
        unit_price_kobo: item.unitPriceKobo,
        plan: item.plan,
      })),
    schedule: schedule
      .filter((row) => row.orderId === order.id)
      .map((row) => ({
        number: row.number,
        amount_kobo: row.amountKobo,
        due_date: row.dueDate,
        status: row.status,
        paid_at: iso(row.paidAt),
      })),
  };
}

/** Every message sent to the shopper's email or phone: through the message queue, or straight to the outbox. */
async function sentMessages(db: Database, user: UserRow) {
  const queued = await db
    .select()
    .from(messages)
    .where(inArray(messages.recipient, [user.email, user.phoneNumber]))
    .orderBy(asc(messages.id));
  // The email sandbox delivers some emails straight to its outbox, not through messages: those were sent too.
  const direct = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.to, user.email),
        sql`not exists (select 1 from ${messages} m where m.idempotency_key = ${outbox.idempotencyKey})`,
      ),
    )
    .orderBy(asc(outbox.id));
  return [
    ...queued,
    ...direct.map((row) => ({
      channel: 'email' as const,
      recipient: row.to,
      subject: row.subject,
      body: row.text,
      status: 'sent' as const,
      createdAt: row.createdAt,
      sentAt: row.createdAt,
    })),
  ];
}

/** A consent as given or withdrawn, with the words the shopper agreed to. */
function archivedConsent(consent: typeof consents.$inferSelect) {
  return {
    kind: consent.kind,
    text_version: consent.textVersion,
    wording: consent.wording,
    channel: consent.channel,
    device: consent.device,
    consented_at: iso(consent.consentedAt),
    withdrawn_at: iso(consent.withdrawnAt),
  };
}

export type ShopperDataArchive = Awaited<ReturnType<typeof shopperDataArchive>>;

/** The archive in plain sentences, for the shopper to read before they open the file. */
export function archiveSummary(archive: ShopperDataArchive): string[] {
  const paid = archive.payments
    .filter((payment) => payment.status === 'succeeded')
    .reduce((sum, payment) => sum + payment.amount_kobo, 0);
  const refunded = archive.refunds.reduce((sum, refund) => sum + refund.amount_kobo, 0);
  const given = archive.consents.filter((consent) => consent.withdrawn_at === null).length;
  return [
    `Your account: ${archive.account.email}, ${archive.account.phone_number}, opened ${archive.account.created_at?.slice(0, 10)}.`,
    `${archive.addresses.length} delivery address${archive.addresses.length === 1 ? '' : 'es'}.`,
    `${archive.orders.length} order${archive.orders.length === 1 ? '' : 's'}, with ${archive.orders.reduce((n, order) => n + order.schedule.length, 0)} scheduled payments.`,
    `${formatKobo(kobo(paid))} paid by card at checkout; ${archive.refunds.length} refund${archive.refunds.length === 1 ? '' : 's'} (${formatKobo(kobo(refunded))}).`,
    `${archive.messages.length} email${archive.messages.length === 1 ? '' : 's'} and texts sent to you.`,
    `${archive.consents.length} consent${archive.consents.length === 1 ? '' : 's'} on record, ${given} still given.`,
    `${archive.key_facts_statements.length} key facts statement${archive.key_facts_statements.length === 1 ? '' : 's'} accepted.`,
    `${archive.complaints.length} complaint${archive.complaints.length === 1 ? '' : 's'}.`,
    `${archive.sign_ins.length} signed-in session${archive.sign_ins.length === 1 ? '' : 's'}.`,
  ];
}
