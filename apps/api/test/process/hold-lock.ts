/**
 * A separate process that takes a PGlite lock and keeps it until it is killed (for pglite-lock.test.ts):
 * `node test/process/hold-lock.ts <lock file> [refresh ms]`. Prints 'locked' once it holds the lock.
 */
import { acquirePgliteLock } from '../../src/db/pglite-lock.ts';

const [lockFile, refresh] = process.argv.slice(2);
if (!lockFile) throw new Error('usage: hold-lock.ts <lock file> [refresh ms]');
await acquirePgliteLock(lockFile, refresh ? { refreshEveryMs: Number(refresh) } : {});
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
