// A fresh database for one test file: PGlite loaded from the migrated template (default), or a new database
// on the PostgreSQL server cloned from the template when the file runs in the postgres project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import pg from 'pg';
import { connect, type DbHandle } from '../db/client';
import { hostPglite } from '../db/pglite';

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export const createTestDatabase = async (): Promise<DbHandle> => {
  if (testDbKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `fusion_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return connect({ connectionString: target.toString() }, 'postgres', async () => {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    });
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]), extensions: PGLITE_EXTENSIONS });
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-db-'));
  const hosted = await hostPglite(pglite, socketDir);
  return connect({ socketDir }, 'pglite', async () => {
    await hosted.stop();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });
};
