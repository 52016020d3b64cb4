import type { Kobo, StayRequest, ViewingRequest } from '@oja/domain';
import { emailsCounter } from '../ops/metrics.ts';
import type { Database } from './connect.ts';
import { messages, propertyRequests } from './schema.ts';

export type PropertyRequestRow = typeof propertyRequests.$inferSelect;

/** A request's public reference, as the shopper's email and the answer give it: 'OJA-REQ-000042'. */
export function requestReference(id: number): string {
  return `OJA-REQ-${String(id).padStart(6, '0')}`;
}

/** What a request stores besides its kind's fields. */
interface RequestOwner {
  propertyId: number;
  userId: number | null;
  at: Date;
}

/** The confirmation email, made once the request's reference is known. */
type EmailFor = (reference: string) => { to: string; subject: string; text: string };

/**
 * Stores a request and queues its confirmation email in one transaction: the message worker delivers the
 * email (with retries), and since both rows commit together or not at all, each request is emailed exactly
 * once (the message's idempotency key is the request's id).
 */
async function storeAndQueue(
  db: Database,
  values: typeof propertyRequests.$inferInsert,
  emailFor: EmailFor,
): Promise<PropertyRequestRow> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.insert(propertyRequests).values(values).returning();
    if (!stored) throw new Error('property request not stored');
    const email = emailFor(requestReference(stored.id));
    await tx.insert(messages).values({
      channel: 'email',
      recipient: email.to,
      subject: email.subject,
      body: email.text,
      idempotencyKey: `property-request-${stored.id}`,
      status: 'queued',
      nextAttemptAt: values.createdAt,
      createdAt: values.createdAt,
    });
    return stored;
  });
  emailsCounter.inc({ outcome: 'queued' });
  return row;
}

/** A viewing request of a home to rent, status 'new', with its confirmation email queued. */
export function storeViewingRequest(
  db: Database,
  owner: RequestOwner,
  request: ViewingRequest,
  emailFor: EmailFor,
): Promise<PropertyRequestRow> {
  return storeAndQueue(
    db,
    {
      kind: 'viewing',
      propertyId: owner.propertyId,
      userId: owner.userId,
      name: request.name,
      phone: request.phone,
      email: request.email,
      preferredDate: request.preferredDate,
      message: request.message,
      createdAt: owner.at,
    },
    emailFor,
  );
}

/** A short-let stay request with its total, status 'new', with its confirmation email queued. */
export function storeStayRequest(
  db: Database,
  owner: RequestOwner,
  request: StayRequest & { total: Kobo },
  emailFor: EmailFor,
): Promise<PropertyRequestRow> {
  return storeAndQueue(
    db,
    {
      kind: 'stay',
      propertyId: owner.propertyId,
      userId: owner.userId,
      name: request.name,
      phone: request.phone,
      email: request.email,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      nights: request.nights,
      guests: request.guests,
      totalKobo: request.total,
      createdAt: owner.at,
    },
    emailFor,
  );
}
