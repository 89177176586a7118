// Picks the storage for a configuration. Only the local disk exists today; an S3-compatible bucket would be
// chosen here from configuration (the FileStorage interface is all the commands use).
import path from 'node:path';
import type { Config } from '../../config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './storage';

export type { FileStorage } from './storage';
export { newStorageKey } from './storage';

/** Folder of the local-disk storage. */
const uploadsFolder = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'uploads');

/** The configured storage (cheap to create: it holds no handles). */
export const storageFor = (config: Pick<Config, 'dataDir'>): FileStorage => localDiskStorage(uploadsFolder(config));
