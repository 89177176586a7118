// Order numbers: FS + order date (UTC, yymmdd) + 8 digits (issue 7 §5: 8 random digits a day could collide, and
// nothing retried). The digits come from a database sequence, so two orders never draw the same value, whatever
// process places them; the value is scrambled by a bijection of 0…10^8-1 (multiply by a number coprime with 10^8, add
// an offset, modulo 10^8), so numbers do not count the shop's orders out loud. Distinct sequence values give distinct
// digits until 10^8 orders, and the date prefix separates days. The unique index on order_no stays the last word:
// placement retries with the next value if a number was ever taken another way (imported, typed in by staff).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const SPACE = 100_000_000;
/** Odd and not a multiple of 5: coprime with 10^8, so n → (n·A + B) mod 10^8 is a bijection. */
const A = 48_271;
const B = 73_686_511;

/** The order number for the n-th value of the sequence, on the order's date. */
export const orderNumberFor = (now: Date, n: number): string => {
  const digits = (((n % SPACE) * A + B) % SPACE).toString().padStart(8, '0');
  return `FS${now.toISOString().slice(2, 10).replaceAll('-', '')}${digits}`;
};

export const nextOrderNumber = async (db: DbOrTx, now: Date): Promise<string> => {
  const res = await db.execute<{ n: string }>(sql`select nextval('order_number_seq')::text as n`);
  return orderNumberFor(now, Number(res.rows[0]?.n ?? 0));
};
