import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageContract } from './contract';
import { localDiskStorage } from './local-disk';
import { isStorageKey, newStorageKey } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = localDiskStorage(path.join(root, 'uploads'));
  storageContract(() => storage);

  it('puts, gets and deletes under a random server key', async () => {
    const key = newStorageKey('zip');
    expect(isStorageKey(key)).toBe(true);
    await storage.put(key, Buffer.from('PK'));
    expect((await storage.get(key))?.toString()).toBe('PK');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
    expect(fs.readdirSync(path.join(root, 'uploads'), { recursive: true }).filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
  });

  it.each(['../evil', 'ab/../../evil', '/etc/passwd', 'ab/ABCDEF', 'ab/0123456789abcdef0123456789abcdef.../x'])('refuses the key %s', async (key) => {
    await expect(storage.put(key, 'x')).rejects.toThrow('invalid storage key');
    await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    expect(fs.existsSync(path.join(root, 'evil'))).toBe(false);
  });

  it('only takes fixed short suffixes', () => {
    expect(() => newStorageKey('../x')).toThrow();
  });
});
