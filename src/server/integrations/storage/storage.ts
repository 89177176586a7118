// One storage interface for uploaded files and their previews (ARCHITECTURE "Files"). Keys are chosen by the
// server (newStorageKey), never derived from a client's file name, so nothing a customer sends decides where
// bytes land. The default adapter is the local disk (./local-disk.ts); an S3-compatible adapter only has to
// implement these three calls and be returned by storageFor() when configured.
import crypto from 'node:crypto';

export interface FileStorage {
  /** Stores bytes under `key`, replacing what was there. */
  put(key: string, bytes: Buffer | string): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Two hex characters of fan-out, 32 of randomness, an optional short suffix ('ab/ab12...ef.svg'). */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(?:\.[a-z0-9]{1,8})?$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** `key` when it is one of the server's own keys; anything else is refused before any adapter uses it. */
export const checkedKey = (key: string): string => {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
  return key;
};

/** A fresh random key; `suffix` is a fixed word chosen by the server ('zip', 'svg'), never client input. */
export const newStorageKey = (suffix?: string): string => {
  const id = crypto.randomBytes(16).toString('hex');
  const key = `${id.slice(0, 2)}/${id}${suffix ? `.${suffix}` : ''}`;
  if (!isStorageKey(key)) throw new Error(`bad storage key suffix: ${suffix ?? ''}`);
  return key;
};
