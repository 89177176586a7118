// Fixed-window rate limits kept in the database (rate_limit_hits), so every server process shares one count.
// A hit is one conditional upsert: it counts only while the window still has budget, and RETURNING reports
// whether it counted. There is no read-then-write, so concurrent requests cannot both take the last slot.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema/index';

export interface WindowRule {
  /** Prefix of the stored key ("login-ip", "login-account", ...). */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

/** A hit that was counted; give it back with releaseHit when the attempt should not count after all. */
export interface CountedHit {
  key: string;
  windowStart: Date;
  count: number;
}

/** Windows are aligned to the epoch, so every process computes the same window for the same instant. */
const windowStartOf = (now: Date, windowMs: number): Date => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

const rateKey = (rule: WindowRule, subject: string): string => `${rule.name}:${subject}`;

/**
 * Counts one hit for `subject` under `rule` at `now`. Returns the hit, or null when the window's budget is
 * already used up (and then nothing is counted).
 */
export const takeHit = async (db: DbOrTx, rule: WindowRule, subject: string, now: Date): Promise<CountedHit | null> => {
  const key = rateKey(rule, subject);
  const windowStart = windowStartOf(now, rule.windowMs);
  if (rule.limit <= 0) return null;
  const rows = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
      setWhere: sql`${rateLimitHits.count} < ${rule.limit}`,
    })
    .returning({ count: rateLimitHits.count });
  const row = rows[0];
  return row ? { key, windowStart, count: row.count } : null;
};

/** Undoes a counted hit (e.g. a successful login must not count against the account). */
export const releaseHit = async (db: DbOrTx, hit: CountedHit): Promise<void> => {
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, hit.key), eq(rateLimitHits.windowStart, hit.windowStart)));
};

/**
 * Deletes windows that started before `before` (pass now minus the longest window in use, so no live window
 * is lost). Idempotent: safe to run from any process at any time, e.g. from a periodic sweep.
 */
export const pruneRateLimitHits = async (db: DbOrTx, before: Date): Promise<void> => {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before));
};
