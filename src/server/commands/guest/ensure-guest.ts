// GET /user/guest: the anonymous visitor id (guid) that carts and uploads hang on before sign-in
// (spec platform §4: fetched once, then stored). A guid the server never issued is not adopted: the
// visitor gets a fresh random one, so ids cannot be chosen or guessed by clients.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { guests } from '../../db/schema/index';

export const ensureGuest = async (deps: Pick<Deps, 'db' | 'clock'>, candidate: string | undefined): Promise<string> => {
  if (candidate && candidate.length <= 64) {
    const rows = await deps.db.select({ guid: guests.guid }).from(guests).where(eq(guests.guid, candidate)).limit(1);
    if (rows[0]) return rows[0].guid;
  }
  const guid = crypto.randomUUID();
  await deps.db.insert(guests).values({ guid, createdAt: deps.clock.now() });
  return guid;
};
