// The behaviour every FileStorage adapter must show, run against each one with a real server behind it
// (local-disk.test.ts, postgres.api.test.ts, s3.test.ts).
import { expect, it } from 'vitest';
import { newStorageKey, type FileStorage } from './storage';

export const storageContract = (storage: () => FileStorage): void => {
  it('puts, gets, replaces and deletes under a server key; a missing key reads as null', async () => {
    const key = newStorageKey('zip');
    expect(await storage().get(key)).toBeNull();
    await storage().put(key, Buffer.from('PK first'));
    expect((await storage().get(key))?.toString()).toBe('PK first');
    await storage().put(key, 'PK second');
    expect((await storage().get(key))?.toString()).toBe('PK second');
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await storage().delete(key); // deleting twice is fine
  });

  it('keeps binary bytes exactly (every byte value, a few MB)', async () => {
    const key = newStorageKey('bin');
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 256;
    bytes[bytes.length - 1] = 0xff;
    await storage().put(key, bytes);
    const back = await storage().get(key);
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
    await storage().delete(key);
  });

  it.each(['../evil', 'ab/../../evil', '/etc/passwd', 'ab/ABCDEF'])('refuses the key %s', async (key) => {
    await expect(storage().put(key, 'x')).rejects.toThrow('invalid storage key');
    await expect(storage().get(key)).rejects.toThrow('invalid storage key');
  });
};
