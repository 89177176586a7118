// Signs a user in: a 256-bit random token goes to the client, only its SHA-256 is stored (spec platform §4).
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { DAY } from '../../clock';
import { hashToken, randomToken } from '../../security/tokens';

/** A plain sign-in lasts a day; "remember me" keeps the session for 30 days. */
const SESSION_TTL_MS = DAY;
const REMEMBER_TTL_MS = 30 * DAY;

export interface NewSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
  /** Lifetime in seconds, for the cookie's Max-Age when the session is remembered. */
  maxAgeSeconds: number;
}

export const createSession = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  remember: boolean,
  db: DbOrTx = deps.db,
): Promise<NewSession> => {
  const now = deps.clock.now();
  const ttl = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttl);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, remember, createdAt: now, expiresAt });
  return { token, expiresAt, remember, maxAgeSeconds: Math.floor(ttl / 1000) };
};
