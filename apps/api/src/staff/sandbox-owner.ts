import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/connect.ts';
import { insertStaffIfAbsent, listStaff } from '../db/staff-repository.ts';

/**
 * The sandbox's one staff account, an owner, documented in docs/api/sandbox.md so anyone can open the console:
 * its TOTP secret goes into an authenticator app (or `npm run totp -w @oja/api` prints the code). Never created
 * in production, where the first owner comes from `npm run create-owner`.
 */
export const SANDBOX_OWNER = {
  email: 'owner@oja.test',
  name: 'Sandbox Owner',
  password: 'Oja-sandbox-owner-2026',
  totpSecret: 'OJASANDBOXOWNERTOTPSECRET2345672',
} as const;

/**
 * Creates the sandbox owner on a shop that has no staff yet; answers whether it did. Two processes starting at
 * once on one database (OJA_ROLE web and worker) may both ask: the insert keeps one.
 */
export async function seedSandboxOwner(db: Database, now: number): Promise<boolean> {
  if ((await listStaff(db)).length > 0) return false;
  return insertStaffIfAbsent(
    db,
    {
      email: SANDBOX_OWNER.email,
      name: SANDBOX_OWNER.name,
      role: 'owner',
      passwordHash: await hashPassword(SANDBOX_OWNER.password),
      totpSecret: SANDBOX_OWNER.totpSecret,
    },
    now,
  );
}
