// The PostgreSQL store against a real database (the embedded one and, in the postgres project, the server).
import { afterAll, beforeAll, describe } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { storageContract } from './contract';
import { postgresStorage } from './postgres';
import type { FileStorage } from './storage';

let handle: DbHandle;
let storage: FileStorage;
beforeAll(async () => {
  handle = await createTestDatabase();
  storage = postgresStorage(handle.db);
});
afterAll(async () => handle.close());

describe('PostgreSQL file storage', () => storageContract(() => storage));
