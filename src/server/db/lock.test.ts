// The embedded database folder's lock: a second process is refused, a lock left by a dead process is taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError } from './lock';

const dirs: string[] = [];
const lockFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db.lock');
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The pid of a process that has certainly exited. */
const deadPid = (): number =>
  Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

describe('acquireLock', () => {
  it('writes our pid and removes the file on release', () => {
    const file = lockFile();
    const release = acquireLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', () => {
    const file = lockFile();
    fs.writeFileSync(file, String(process.ppid)); // the test runner's parent is alive
    expect(() => acquireLock(file)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(file)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it('takes over a lock left by a process that has exited', () => {
    const file = lockFile();
    fs.writeFileSync(file, String(deadPid()));
    const release = acquireLock(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
