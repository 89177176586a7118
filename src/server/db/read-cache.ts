// The embedded database's session lookups, remembered between requests (issue 17). On PGlite every statement costs
// its worker thread about a quarter of a millisecond of file-layer work, so a server that asks the database on every
// request cannot answer much faster than the bare reference's 2,700 lookups a second on this machine (docs/benchmarks.md),
// however little else it does. With the embedded database one process owns the data (the data folder's lock) and
// every statement, from any request or job, goes through its one pool (db/client.ts). So that pool can see every
// write, and what the lookups answered can be kept until the next one:
// - any statement that is not a plain SELECT, and any connection taken out of the pool (a transaction), counts as a
//   write: when it starts and when it ends, everything remembered is forgotten;
// - a lookup's answer is kept only if no write started or ended while it was being read, so an answer read before a
//   write is never kept after it (even when the lookup's last `await` runs after the write's);
// - only found rows are kept (a stream of made-up tokens cannot push real sessions out), at most MAX_ROWS, the
//   least recently used leaving first; expiry is still checked against the clock on every request by the caller.
// A sign-out, a password change, a cart change or a staff price edit is therefore seen by the very next request, as
// without the cache; `read-cache.test.ts` and every API test on the embedded database (which run with it) hold it to
// that. On PostgreSQL other processes write too, so there is no cache there: its lookups are pipelined instead
// (read-pipeline.ts).

const MAX_ROWS = 10_000;

/** A statement that only reads: a SELECT that takes no row locks, writes no table and calls no sequence. */
const PLAIN_READ = /^\s*\(?\s*select\b/i;
const READ_WITH_EFFECTS = /\b(for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|into|nextval|setval|pg_advisory\w*|pg_notify)\b/i;
export const isPlainRead = (text: string): boolean => PLAIN_READ.test(text) && !READ_WITH_EFFECTS.test(text);

/** Answers kept must not be changed by whoever reads them next: frozen, all the way down (dates aside). */
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !(value instanceof Date) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

export class ReadCache {
  private readonly rows = new Map<string, unknown>();
  /** Moves on when a write starts or ends: a read that saw it move is not kept. */
  private generation = 0;
  private writesInFlight = 0;

  writeStarted(): void {
    this.writesInFlight++;
    this.forget();
  }

  writeEnded(): void {
    this.writesInFlight--;
    this.forget();
  }

  /** The remembered answer for `key`, or `load()`'s, kept when nothing was written meanwhile. */
  async read<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.rows.has(key)) {
      const row = this.rows.get(key) as T;
      // least recently used leaves first: a hit moves to the end
      this.rows.delete(key);
      this.rows.set(key, row);
      return row;
    }
    const generation = this.generation;
    const row = await load();
    if (row !== undefined && generation === this.generation && this.writesInFlight === 0) {
      this.rows.set(key, deepFreeze(row));
      if (this.rows.size > MAX_ROWS) this.rows.delete(this.rows.keys().next().value as string);
    }
    return row;
  }

  private forget(): void {
    this.generation++;
    this.rows.clear();
  }
}
