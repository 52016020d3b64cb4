/**
 * Resets an owner's authenticator from the server, for a shop whose only owner lost their phone and recovery
 * codes (with two owners, one asks in the console and the other approves):
 *
 *   PUBLIC_URL=https://oja.ng DATABASE_URL=postgres://… npm run reset-authenticator -w @oja/api -- --email ada@oja.ng
 *
 * It clears the owner's authenticator and recovery codes, ends every session of theirs, audits it, and prints a
 * one-time set-up link (72 hours) where they choose their password again and add a new authenticator. Whoever
 * runs it can already reach the database, so it asks for nothing more. Other roles are reset by owners in the
 * console. On PGlite, stop the server first (one process opens the folder at a time).
 */
// First: on the wrong Node.js, stop with a message before anything else runs (as main.ts does).
import '../node-version.ts';
import { parseArgs } from 'node:util';
import { emailError } from '@oja/domain';
import { recordAudit } from '../db/audit-repository.ts';
import { openDatabase } from '../db/connect.ts';
import { clearAuthenticator, findStaffByEmail } from '../db/staff-repository.ts';
import { DEFAULT_DATA_DIR } from '../paths.ts';
import { newSetupLink } from './setup-links.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const problem = emailError(values.email);
if (problem || !values.email)
  fail(`${problem ?? ''} Usage: npm run reset-authenticator -w @oja/api -- --email EMAIL`.trim());
const origin = process.env.PUBLIC_URL;
if (!origin || !/^https?:\/\//.test(origin))
  fail("Set PUBLIC_URL to the shop's address (https://…): the link points there.");

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.OJA_DATA_DIR ?? DEFAULT_DATA_DIR,
});
try {
  const { db } = database;
  const owner = await findStaffByEmail(db, values.email);
  if (owner?.role !== 'owner' || owner.disabledAt !== null)
    fail(`${values.email} is not an active owner: owners reset other staff from the console.`);
  const now = Date.now();
  const setup = newSetupLink(origin, now);
  await db.transaction(async (tx) => {
    const { sessionsEnded } = await clearAuthenticator(tx, owner.id, setup, now);
    await recordAudit(
      tx,
      {
        staff: owner,
        action: 'staff.authenticator-reset.command',
        target: { type: 'staff', id: owner.staffId },
        after: { sessionsEnded },
        clientAddress: 'command line',
      },
      now,
    );
  });
  process.stdout.write(
    `The authenticator of ${owner.email} is reset and every session of theirs ended. Within 72 hours, open this link once to choose a password and add a new authenticator:\n${setup.link}\n`,
  );
} finally {
  await database.close();
}
