// A lock file so that two processes never open the same embedded database folder (PGlite has no lock).
import fs from 'node:fs';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(`The database folder is in use by process ${pid} (lock ${lockPath}). Stop it, or set DATA_DIR to another folder.`);
  }
}

/** Takes the lock or throws DatabaseLockedError; a lock left by a dead process is taken over. */
export const acquireLock = (lockPath: string): (() => void) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DatabaseLockedError(lockPath, pid);
      fs.rmSync(lockPath, { force: true }); // stale
    }
  }
  throw new Error(`could not take the database lock ${lockPath}`);
};
