import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@oja/domain';
import { and, count, eq, gt, isNull, lt, max, or } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { staff, staffRecoveryCodes, staffSessions } from './schema.ts';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}

/** Every staff member, oldest first, with when they last signed in (their latest session's start), if ever. */
export async function listStaff(db: Database): Promise<Array<StaffRow & { lastSignInAt: Date | null }>> {
  const rows = await db
    .select({ member: staff, lastSignInAt: max(staffSessions.createdAt) })
    .from(staff)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staff.id))
    .groupBy(staff.id)
    .orderBy(staff.id);
  return rows.map(({ member, lastSignInAt }) => ({ ...member, lastSignInAt }));
}

export async function findStaffById(db: Database, staffId: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.staffId, staffId));
  return row;
}

/**
 * A new staff member: set up already (a password hash and a TOTP secret: the sandbox's owner, tests), or
 * invited (the SHA-256 of a one-time setup token, and when it expires).
 */
type NewStaff = { email: string; name: string; role: StaffRole } & (
  | { passwordHash: string; totpSecret: string }
  | { setupTokenHash: string; setupExpiresAt: Date }
);

/** The row of a new staff member: the email lower-cased, a public id of its own. */
const newStaffRow = (member: NewStaff, now: number) => ({
  ...member,
  email: member.email.trim().toLowerCase(),
  staffId: randomUUID(),
  createdAt: new Date(now),
});

export async function insertStaff(db: Database, member: NewStaff, now: number): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(newStaffRow(member, now)).returning();
  if (!row) throw new Error('no staff row returned');
  return row;
}

/**
 * Records that a TOTP code of `step` was used, only if no code of that step or later was: false when another
 * request took it first (two sign-ins with one code), so the code works once even under a race.
 */
export async function takeTotpStep(db: Database, id: number, step: number): Promise<boolean> {
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length === 1;
}

export async function insertStaffSession(
  db: Database,
  session: { tokenHash: string; csrfHash: string; staffId: number },
  now: number,
): Promise<void> {
  await db.insert(staffSessions).values({ ...session, createdAt: new Date(now), lastSeenAt: new Date(now) });
}

/** The session of `tokenHash` with its staff member, if it has not been revoked. */
export async function findStaffSession(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row;
}

export async function touchStaffSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

export async function revokeStaffSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
}

/**
 * Uses a setup token: sets the password and the TOTP secret of the staff member it was made for, once, and only
 * before it expires. Answers the row, or undefined for an unknown, used or expired token.
 */
export async function completeStaffSetup(
  db: Database,
  setupTokenHash: string,
  secrets: { passwordHash: string; totpSecret: string },
  now: number,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({ ...secrets, setupTokenHash: null, setupExpiresAt: null, totpLastStep: null })
    .where(and(eq(staff.setupTokenHash, setupTokenHash), gt(staff.setupExpiresAt, new Date(now))))
    .returning();
  return row;
}

export async function updateStaff(
  db: Database,
  id: number,
  change: { role?: StaffRole; disabledAt?: Date | null },
): Promise<StaffRow> {
  const [row] = await db.update(staff).set(change).where(eq(staff.id, id)).returning();
  if (!row) throw new Error(`no staff ${id}`);
  return row;
}

/**
 * Locks the row of every active owner until the transaction ends, and answers them. A change that could
 * leave the shop without an owner counts them here, inside its own transaction: two owners demoting or
 * disabling each other at once then run one after the other, and the second counts what the first left
 * (issue 41). Locked in id order, so two such transactions never wait on each other crosswise; a row another
 * transaction changed is read again once it commits, and left out if it is no longer an active owner.
 */
export async function lockActiveOwners(tx: Database): Promise<StaffRow[]> {
  return tx
    .select()
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
    .orderBy(staff.id)
    .for('update');
}

/** A staff member's row, locked until the transaction ends (read again inside the change that writes it). */
export async function lockStaff(tx: Database, staffId: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.staffId, staffId)).for('update');
  return row;
}

/**
 * A staff member's row as it is now, share-locked until the transaction ends: a write made in their name is
 * judged on their role and standing at that moment, and a change of that role waits for the write (or the
 * write for the change).
 */
export async function lockStaffMember(tx: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('share');
  return row;
}

export async function countActiveOwners(db: Database): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)));
  return row?.owners ?? 0;
}

/** Ends every live session of a staff member; answers how many there were. */
export async function revokeAllStaffSessions(db: Database, id: number, now: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}

/**
 * Invites a staff member unless that email has an account already: the unique email decides, so two owners
 * inviting one address at once make one invitation, and the other is told (undefined), never a 500.
 */
export async function insertInvitationIfAbsent(
  db: Database,
  member: NewStaff,
  now: number,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(staff)
    .values(newStaffRow(member, now))
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return row;
}

/**
 * Inserts a set-up staff member unless that email has an account already (two processes starting at once on
 * one database both try): answers whether this call inserted it.
 */
export async function insertStaffIfAbsent(db: Database, member: NewStaff, now: number): Promise<boolean> {
  const inserted = await db
    .insert(staff)
    .values(newStaffRow(member, now))
    .onConflictDoNothing({ target: staff.email })
    .returning({ id: staff.id });
  return inserted.length === 1;
}

/** Replaces a member's recovery codes with new ones (their hashes): the old ones stop working. */
export async function replaceRecoveryCodes(
  db: Database,
  id: number,
  hashes: string[],
  now: number,
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
  if (hashes.length > 0) {
    await db
      .insert(staffRecoveryCodes)
      .values(hashes.map((codeHash) => ({ staffId: id, codeHash, createdAt: new Date(now) })));
  }
}

/**
 * Uses one of a member's recovery codes, once: false when it is not theirs or was used already (two sign-ins
 * with one code race here, and one of them wins).
 */
export async function takeRecoveryCode(
  db: Database,
  id: number,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const taken = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, id),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return taken.length === 1;
}

/** How many unused recovery codes a member has left. */
export async function countRecoveryCodesLeft(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, id), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Clears a member's authenticator for a new set-up: the TOTP secret and recovery codes go, every session ends,
 * and a new one-time set-up link (its hash and expiry) replaces any waiting one. The member keeps their role.
 */
export async function clearAuthenticator(
  db: Database,
  id: number,
  setup: { tokenHash: string; expiresAt: Date },
  now: number,
): Promise<{ sessionsEnded: number }> {
  await db
    .update(staff)
    .set({
      totpSecret: null,
      totpLastStep: null,
      setupTokenHash: setup.tokenHash,
      setupExpiresAt: setup.expiresAt,
    })
    .where(eq(staff.id, id));
  await replaceRecoveryCodes(db, id, [], now);
  return { sessionsEnded: await revokeAllStaffSessions(db, id, now) };
}

/** A staff member by their row id (a foreign key's), who must exist. */
export async function findStaffByRowId(db: Database, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (!row) throw new Error(`no staff ${id}`);
  return row;
}
