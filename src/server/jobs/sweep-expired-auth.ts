// Housekeeping for the account tables: rate-limit windows long past, sessions expired or revoked a week ago, reset
// links expired a week ago. Plain conditional DELETEs on the injected clock: idempotent and safe on several
// processes at once. The week of grace keeps recent rows for support questions ("why was I signed out?").
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { DAY } from '../clock';
import type { Deps } from '../deps';
import { passwordResets, sessions } from '../db/schema/index';
import { pruneRateLimitHits } from '../security/rate-limit';
import { forgetOldDevices } from '../commands/user/known-devices';

const AUTH_ROWS_GRACE_MS = 7 * DAY;
/** The longest rate-limit window is an hour; a day-old window can never count again. */
const RATE_WINDOWS_KEPT_MS = DAY;

export const sweepExpiredAuthRows = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<void> => {
  const now = clock.now().getTime();
  const cutoff = new Date(now - AUTH_ROWS_GRACE_MS);
  await pruneRateLimitHits(db, new Date(now - RATE_WINDOWS_KEPT_MS));
  await db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, cutoff));
  await forgetOldDevices({ db, clock });
};
