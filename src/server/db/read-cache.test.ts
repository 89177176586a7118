import { describe, expect, it } from 'vitest';
import { ReadCache, isPlainRead } from './read-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('answers a found row again without reading, until a write starts', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const load = async () => ({ id: ++reads });
    expect(await cache.read('k', load)).toEqual({ id: 1 });
    expect(await cache.read('k', load)).toEqual({ id: 1 });
    cache.writeStarted();
    cache.writeEnded();
    expect(await cache.read('k', load)).toEqual({ id: 2 });
  });

  it('keeps no answer read while a write was in flight or that a write overtook', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const load = async () => ({ id: ++reads });
    cache.writeStarted();
    await cache.read('k', load); // read during the write: not kept
    cache.writeEnded();
    expect(await cache.read('k', load)).toEqual({ id: 2 });

    // a read that began before a write and finishes after it: its answer may predate the write, so it is not kept
    const slow = deferred<{ id: number }>();
    const reading = cache.read('j', () => slow.promise);
    cache.writeStarted();
    cache.writeEnded();
    slow.resolve({ id: 99 });
    expect(await reading).toEqual({ id: 99 });
    expect(await cache.read('j', load)).toEqual({ id: 3 });
  });

  it('keeps no miss, and hands out frozen rows', async () => {
    const cache = new ReadCache();
    let reads = 0;
    await cache.read('none', async () => (reads++, undefined));
    await cache.read('none', async () => (reads++, undefined));
    expect(reads).toBe(2);
    const row = await cache.read('k', async () => ({ user: { id: 1 } }));
    const again = await cache.read('k', async () => ({ user: { id: 2 } }));
    expect(again).toBe(row);
    expect(Object.isFrozen(again?.user)).toBe(true);
  });
});

describe('isPlainRead', () => {
  it('tells plain SELECTs from anything that may write or lock', () => {
    expect(isPlainRead('select "user_id" from "sessions" where "token_hash" = $1')).toBe(true);
    expect(isPlainRead('  (select 1)')).toBe(true);
    for (const text of [
      'insert into sessions values (1)', 'update sessions set revoked_at = now()', 'delete from cart_items',
      'with next as (select id from job) update job set state = 1', 'select * from orders for update',
      'select nextval(\'orders_id_seq\')', 'select pg_advisory_lock(1)', 'select * into copy from orders', 'begin',
    ]) expect(isPlainRead(text), text).toBe(false);
  });
});
