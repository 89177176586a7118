// Known devices: a browser that signed in to an account gets a long-lived httpOnly cookie; the next sign-ins from it
// are exempt from the account-wide failure limit (login-limits.ts). Only the token's SHA-256 is stored, per account.
import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { knownDevices } from '../../db/schema/index';
import { DAY } from '../../clock';
import { hashToken, randomToken } from '../../security/tokens';

/** A device not used for this long is forgotten (and its cookie expires with it). */
export const KNOWN_DEVICE_TTL_MS = 365 * DAY;

/** The device id (token hash) when this cookie belongs to a device the user signed in from; else null. */
export const knownDeviceOf = async (deps: Pick<Deps, 'db'>, userId: number | undefined, cookie: string | undefined): Promise<string | null> => {
  if (userId === undefined || !cookie || cookie.length > 100) return null;
  const hash = hashToken(cookie);
  const [row] = await deps.db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hash), eq(knownDevices.userId, userId)));
  return row ? row.tokenHash : null;
};

/**
 * Records a successful sign-in from this browser: the cookie it already has (another account may know it too), or a
 * new one. Answers the cookie value to set.
 */
export const rememberDevice = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, cookie: string | undefined): Promise<string> => {
  const token = cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : randomToken();
  const now = deps.clock.now();
  await deps.db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastUsedAt: now } });
  return token;
};

/** Housekeeping: devices unused for a year. */
export const forgetOldDevices = async (deps: Pick<Deps, 'db' | 'clock'>): Promise<void> => {
  await deps.db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, new Date(deps.clock.now().getTime() - KNOWN_DEVICE_TTL_MS)));
};
