import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * One PGlite folder must never be opened by two processes (it can corrupt). A lock file holds the pid of
 * the process that has the folder; a lock left by a process that died is taken over.
 */
export function acquirePgliteLock(lockFile: string): () => void {
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(
        `The database folder is in use by process ${holder} (lock file ${lockFile}). ` +
          'Stop that process first: a PGlite folder must never be opened by two processes.',
      );
    }
    rmSync(lockFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
