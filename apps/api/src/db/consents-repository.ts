import { randomUUID } from 'node:crypto';
import { CONSENT_TEXTS, type ConsentChannel, type ConsentKind } from '@oja/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { consents } from './schema.ts';

/** How much of a User-Agent is kept as the consent's device: enough to tell a phone's browser, no more. */
const DEVICE_LENGTH = 200;

/** Where and from what a consent is given: the request's channel and its User-Agent. */
export interface ConsentSource {
  channel: ConsentChannel;
  userAgent: string | undefined;
}

export type ConsentRow = typeof consents.$inferSelect;

/**
 * Records one consent with the words of the domain's current version (CONSENT_TEXTS), when, where and from what
 * device. `reference` names what it allowed (a credit check's own reference, or a mandate's); a new one is
 * made when none is given.
 */
export async function recordConsent(
  db: Database,
  consent: { userId: number; kind: ConsentKind; at: Date; reference?: string; source: ConsentSource },
): Promise<ConsentRow> {
  const text = CONSENT_TEXTS[consent.kind];
  const [row] = await db
    .insert(consents)
    .values({
      userId: consent.userId,
      kind: consent.kind,
      reference: consent.reference ?? `oja-consent-${randomUUID()}`,
      textVersion: text.version,
      wording: text.text,
      channel: consent.source.channel,
      device: (consent.source.userAgent ?? '').slice(0, DEVICE_LENGTH),
      consentedAt: consent.at,
    })
    .returning();
  if (!row) throw new Error('consent not recorded');
  return row;
}

/** The consent on record under `reference` (a credit check's), or undefined. */
export async function findConsent(db: Database, reference: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).where(eq(consents.reference, reference));
  return row;
}

/** Every consent the shopper gave, oldest first, withdrawn ones included (the record of what they agreed to). */
export async function shopperConsents(db: Database, userId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
}

/** The shopper's standing consent of this kind (given, not withdrawn), or undefined. */
export async function standingConsent(
  db: Database,
  userId: number,
  kind: ConsentKind,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
    .limit(1);
  return row;
}

/** Withdraws every standing consent of this kind (or of this reference); answers how many were withdrawn. */
export async function withdrawConsents(
  db: Database,
  which: { userId: number; kind: ConsentKind; reference?: string },
  at: Date,
): Promise<number> {
  const withdrawn = await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(consents.userId, which.userId),
        eq(consents.kind, which.kind),
        isNull(consents.withdrawnAt),
        which.reference === undefined ? undefined : eq(consents.reference, which.reference),
      ),
    )
    .returning({ id: consents.id });
  return withdrawn.length;
}
