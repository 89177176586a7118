// Picks the storage for a configuration (FILE_STORAGE, config.ts): the local disk by default, a PostgreSQL table or
// an S3-compatible bucket when several processes or machines must read what any of them stored
// (docs/scale-out.md). The FileStorage interface is all the commands use.
import path from 'node:path';
import type { Config } from '../../config';
import { connect, type DbHandle } from '../../db/client';
import { localDiskStorage } from './local-disk';
import { postgresStorage } from './postgres';
import { s3Client, s3Storage } from './s3';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';
export { newStorageKey } from './storage';

type StorageConfig = Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'fileStorage'>>;

/** Folder of the local-disk storage. */
const uploadsFolder = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'uploads');

/** Shared stores hold a connection pool or an HTTP client: one per process and target, closed by closeStorage(). */
const shared = new Map<string, { storage: FileStorage; close(): Promise<void> }>();

const sharedStore = (id: string, open: () => { storage: FileStorage; close(): Promise<void> }): FileStorage => {
  let entry = shared.get(id);
  if (!entry) {
    entry = open();
    shared.set(id, entry);
  }
  return entry.storage;
};

/** The configured storage (cheap to call on every request). */
export const storageFor = (config: StorageConfig): FileStorage => {
  const fs = config.fileStorage ?? { kind: 'local' };
  if (fs.kind === 'postgres') {
    const url = config.databaseUrl;
    if (!url) throw new Error('FILE_STORAGE=postgres needs DATABASE_URL');
    return sharedStore(`pg:${url}`, () => {
      const handle: DbHandle = connect({ connectionString: url }, 'postgres');
      return { storage: postgresStorage(handle.db), close: () => handle.close() };
    });
  }
  if (fs.kind === 's3') {
    return sharedStore(`s3:${fs.endpoint ?? 'aws'}:${fs.bucket}`, () => {
      const client = s3Client(fs);
      return { storage: s3Storage(client, fs.bucket), close: async () => client.destroy() };
    });
  }
  return localDiskStorage(uploadsFolder(config));
};

/** Closes the pools and clients the shared stores opened (at shutdown). */
export const closeStorage = async (): Promise<void> => {
  const entries = [...shared.values()];
  shared.clear();
  await Promise.all(entries.map((e) => e.close()));
};
