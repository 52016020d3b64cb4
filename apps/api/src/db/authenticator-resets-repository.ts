import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
import { staff, staffAuthenticatorResets } from './schema.ts';

export type AuthenticatorResetRow = typeof staffAuthenticatorResets.$inferSelect;

/**
 * Asks for a member's authenticator reset, unless one is waiting already for them (the partial unique index
 * decides, so two owners asking at once make one request): undefined then.
 */
export async function insertResetIfNoneWaiting(
  db: Database,
  ask: { staffId: number; askedBy: number; reason: string },
  now: number,
): Promise<AuthenticatorResetRow | undefined> {
  const [row] = await db
    .insert(staffAuthenticatorResets)
    .values({ ...ask, resetId: randomUUID(), askedAt: new Date(now), status: 'waiting' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findReset(db: Database, resetId: string): Promise<AuthenticatorResetRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAuthenticatorResets)
    .where(eq(staffAuthenticatorResets.resetId, resetId));
  return row;
}

/**
 * Decides a waiting request, once: only the first of two owners approving (or withdrawing) at once changes the
 * row; the other gets undefined, so a reset is applied once.
 */
export async function decideReset(
  db: Database,
  resetId: string,
  decision: { status: 'approved' | 'withdrawn'; decidedBy: number },
  now: number,
): Promise<AuthenticatorResetRow | undefined> {
  const [row] = await db
    .update(staffAuthenticatorResets)
    .set({ ...decision, decidedAt: new Date(now) })
    .where(and(eq(staffAuthenticatorResets.resetId, resetId), eq(staffAuthenticatorResets.status, 'waiting')))
    .returning();
  return row;
}

const member = alias(staff, 'member');
const asker = alias(staff, 'asker');

/** Every waiting request, oldest first, with the member's and the asker's public ids and names. */
export async function listWaitingResets(db: Database) {
  return db
    .select({
      resetId: staffAuthenticatorResets.resetId,
      reason: staffAuthenticatorResets.reason,
      askedAt: staffAuthenticatorResets.askedAt,
      memberStaffId: member.staffId,
      memberName: member.name,
      memberEmail: member.email,
      askerStaffId: asker.staffId,
      askerName: asker.name,
    })
    .from(staffAuthenticatorResets)
    .innerJoin(member, eq(member.id, staffAuthenticatorResets.staffId))
    .innerJoin(asker, eq(asker.id, staffAuthenticatorResets.askedBy))
    .where(eq(staffAuthenticatorResets.status, 'waiting'))
    .orderBy(asc(staffAuthenticatorResets.id));
}
