// The S3 adapter against a real S3-compatible server on this machine: s3rver (an npm S3 server that speaks the S3 REST
// protocol, run in this process on a free port; Debian 12 packages no MinIO or Garage).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFileStorage } from '../../config';
import { storageContract } from './contract';
import { s3Client, s3Storage } from './s3';
import { closeStorage, storageFor } from './index';
import { newStorageKey, type FileStorage } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
let storage: FileStorage;
let s3Url = '';

beforeAll(async () => {
  const { port } = await server.run();
  s3Url = `http://127.0.0.1:${port}/fusion-uploads`;
  const config = parseFileStorage({ FILE_STORAGE: 's3', S3_URL: s3Url, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  if (config.kind !== 's3') throw new Error('expected s3');
  const client = s3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  storage = s3Storage(client, config.bucket);
});
afterAll(async () => {
  await closeStorage();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3-compatible file storage', () => {
  storageContract(() => storage);

  it('is what storageFor picks for FILE_STORAGE=s3, and reads what another client stored', async () => {
    const env = { FILE_STORAGE: 's3', S3_URL: s3Url, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    const configured = storageFor({ dataDir: dir, databaseUrl: undefined, fileStorage: parseFileStorage(env) });
    const key = newStorageKey('svg');
    await storage.put(key, '<svg/>');
    expect((await configured.get(key))?.toString()).toBe('<svg/>');
  });
});
