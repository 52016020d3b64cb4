/**
 * Creates a production shop's first owner and prints their one-time setup link (72 hours), where they choose a
 * password and add the console to an authenticator app:
 *
 *   PUBLIC_URL=https://oja.ng DATABASE_URL=postgres://… npm run create-owner -w @oja/api -- --email ada@oja.ng --name "Ada Obi"
 *
 * It refuses once the shop has an active owner: from then on an owner invites staff from the console. On PGlite,
 * stop the server first (one process opens the folder at a time).
 */
// First: on the wrong Node.js, stop with a message before anything else runs (as main.ts does).
import '../node-version.ts';
import { parseArgs } from 'node:util';
import { validateStaffInvite } from '@oja/domain';
import { recordAudit } from '../db/audit-repository.ts';
import { openDatabase } from '../db/connect.ts';
import { countActiveOwners, findStaffByEmail, insertStaff } from '../db/staff-repository.ts';
import { DEFAULT_DATA_DIR } from '../paths.ts';
import { newSetupLink } from './setup-links.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const check = validateStaffInvite({ email: values.email, name: values.name, role: 'owner' });
if (!check.ok)
  fail(
    `${Object.values(check.errors).join(' ')} Usage: npm run create-owner -w @oja/api -- --email EMAIL --name NAME`,
  );
const origin = process.env.PUBLIC_URL;
if (!origin || !/^https?:\/\//.test(origin))
  fail("Set PUBLIC_URL to the shop's address (https://…): the link points there.");

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.OJA_DATA_DIR ?? DEFAULT_DATA_DIR,
});
try {
  const { db } = database;
  if ((await countActiveOwners(db)) > 0)
    fail('The shop has an owner already: an owner invites staff from the console.');
  if (await findStaffByEmail(db, check.value.email))
    fail(`${check.value.email} already has a console account.`);
  const now = Date.now();
  const setup = newSetupLink(origin, now);
  await db.transaction(async (tx) => {
    const owner = await insertStaff(
      tx,
      { ...check.value, setupTokenHash: setup.tokenHash, setupExpiresAt: setup.expiresAt },
      now,
    );
    await recordAudit(
      tx,
      {
        staff: owner,
        action: 'staff.create-owner',
        target: { type: 'staff', id: owner.staffId },
        after: { email: owner.email, role: owner.role, active: true },
        clientAddress: 'command line',
      },
      now,
    );
  });
  process.stdout.write(
    `Owner ${check.value.email} created. Within 72 hours, open this link once to choose a password and add the console to an authenticator app:\n${setup.link}\n`,
  );
} finally {
  await database.close();
}
