// Seed rows in identity-keyed tables carry fixed ids (so menus can point at their parents and links to
// articles stay stable). Inserting explicit ids does not move the identity sequence, so a later insert
// without an id would collide with seed row 1; this moves the sequence past the seed ids in the same
// statement as the insert, which keeps the seed at one round trip per table.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../client';

export const insertMissingWithIds = async (
  db: Db,
  table: 'menu_items' | 'banners' | 'help_articles',
  /** An INSERT ... ON CONFLICT DO NOTHING for the seed rows. */
  insert: SQLWrapper,
  maxSeedId: number,
): Promise<void> => {
  const seq = sql`pg_get_serial_sequence(${table}, 'id')::regclass`;
  // Never move the sequence backwards (rows added and deleted since keep their ids retired).
  // (drizzle puts an embedded query in parentheses itself)
  await db.execute(sql`
    with seeded as ${insert}
    select setval(${seq}, greatest(
      ${maxSeedId}::bigint,
      coalesce(pg_sequence_last_value(${seq}), 0),
      (select coalesce(max(id), 0) from ${sql.identifier(table)})
    ))`);
};
