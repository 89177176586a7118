// A few seconds of in-process memory for reference data every page asks for (the navigation menu). Staff edits
// show within the TTL; each server process keeps its own copy, so nothing here breaks scale-out. Concurrent misses
// share one load. Keyed per database handle so tests with their own databases never see each other's data.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

export const shortCache = <T>(ttlMs: number) => {
  const entries = new WeakMap<Db, { expires: number; value: Promise<T> }>();
  const read = (deps: { db: Db; clock: Clock }, load: () => Promise<T>): Promise<T> => {
    const now = deps.clock.now().getTime();
    const hit = entries.get(deps.db);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    entries.set(deps.db, { expires: now + ttlMs, value });
    value.catch(() => entries.delete(deps.db)); // never keep a failure
    return value;
  };
  /** Forgets the copy for this database, so the next read loads afresh (a staff edit, after its commit). */
  const invalidate = (db: Db): void => {
    entries.delete(db);
  };
  return Object.assign(read, { invalidate });
};
