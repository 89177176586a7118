// The embedded database keeps answering after PGlite itself throws (issue 7 §1: whatever fails, the next query
// works). Without the guard, pglite-socket's queue stops after such a throw and every later query waits forever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openPool } from './client';
import { hostPglite, type HostedPglite } from './pglite';

let failNext = 0;
let hosted: HostedPglite;
let pool: pg.Pool;
let socketDir: string;

beforeAll(async () => {
  const real = await PGlite.create();
  // PGlite as it behaves when its data folder cannot be written: the protocol call throws a JavaScript error
  const faulty = new Proxy(real, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === 'execProtocolRawStream') {
        return async (...args: Parameters<PGlite['execProtocolRawStream']>) => {
          if (failNext > 0) {
            failNext -= 1;
            throw new Error('ENOSPC: no space left on device');
          }
          return target.execProtocolRawStream(...args);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-guard-'));
  hosted = await hostPglite(faulty, socketDir);
  pool = openPool({ socketDir }, 'pglite');
}, 60_000);

afterAll(async () => {
  await pool.end();
  await hosted.stop();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

describe('the embedded database after PGlite throws', () => {
  it('answers the failing query with an error, and the next queries (plain and prepared) work', { timeout: 30_000 }, async () => {
    expect((await pool.query({ name: 'probe', text: 'select $1::int as x', values: [1] })).rows).toEqual([{ x: 1 }]);
    for (const failing of [1, 2, 5]) {
      // simple query protocol, then the extended protocol (one throw per message of the request)
      failNext = 1;
      await expect(pool.query('select 1')).rejects.toThrow(/no space left/);
      failNext = failing;
      await expect(pool.query({ text: 'select $1::int as x', values: [2] })).rejects.toThrow(/no space left/);
      failNext = 0;
      expect((await pool.query('select 2 as y')).rows).toEqual([{ y: 2 }]);
      expect((await pool.query({ name: 'probe', text: 'select $1::int as x', values: [3] })).rows).toEqual([{ x: 3 }]);
    }
  });
});
