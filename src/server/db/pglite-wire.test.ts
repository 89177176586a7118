// The wire front for the embedded database: real node-postgres clients against real PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { servePgliteOnSocket } from './pglite-wire';

let db: PGlite;
let dir: string;
let server: { close(): Promise<void> };
const client = async () => {
  const c = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
  await c.connect();
  return c;
};

beforeAll(async () => {
  db = await PGlite.create();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-wire-'));
  server = await servePgliteOnSocket(db, path.join(dir, '.s.PGSQL.5432'));
  await db.exec('create table t (id int primary key, v text)');
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('servePgliteOnSocket', () => {
  it('answers simple, prepared and failing queries; an error mid-pipeline leaves the session usable', async () => {
    const c = await client();
    expect((await c.query('select 1 as x')).rows).toEqual([{ x: 1 }]);
    await c.query({ name: 'ins', text: 'insert into t values ($1, $2)', values: [1, 'a'] });
    await expect(c.query({ name: 'ins', text: 'insert into t values ($1, $2)', values: [1, 'b'] })).rejects.toThrow(/duplicate key/);
    expect((await c.query({ text: 'select v from t where id = $1', values: [1] })).rows).toEqual([{ v: 'a' }]);
    await c.end();
  });

  it('rolls back a transaction left open by a client that went away, and serves the next client', async () => {
    const a = await client();
    await a.query('begin');
    await a.query('insert into t values (2, $1)', ['uncommitted']);
    await a.end();
    const b = await client();
    expect((await b.query('select count(*)::int as n from t where id = 2')).rows).toEqual([{ n: 0 }]);
    await b.end();
  });

  it('refuses a second simultaneous client (PGlite is one session)', async () => {
    const a = await client();
    await expect(client()).rejects.toThrow();
    expect((await a.query('select 2 as y')).rows).toEqual([{ y: 2 }]);
    await a.end();
  });
});
