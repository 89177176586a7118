// The default storage: files under one folder (`${config.dataDir}/uploads`). Only keys matching the server's own
// pattern are accepted, so no key can point outside the folder. Writes go to a temporary file first and are
// renamed into place, so a reader never sees half a file.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStorage } from './storage';

const checked = (root: string, key: string): string => {
  const file = path.join(root, checkedKey(key));
  if (!file.startsWith(root + path.sep)) throw new Error('invalid storage key');
  return file;
};

const isMissing = (err: unknown): boolean => (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export const localDiskStorage = (folder: string): FileStorage => {
  const root = path.resolve(folder);
  return {
    async put(key, bytes) {
      const file = checked(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(checked(root, key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(checked(root, key), { force: true });
    },
  };
};
