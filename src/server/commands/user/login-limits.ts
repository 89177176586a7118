// Sign-in throttling (brute-force protection), shared by login and the current-password check of update.
// Per account (e-mail lowercased, known or not, so the lock does not reveal which accounts exist): at most 5
// failed attempts per 15-minute window. An attempt reserves a slot first and a success gives it back, so
// concurrent guesses cannot slip past the limit. Per IP: at most 20 attempts of any outcome per window.
import type { Deps } from '../../deps';
import { MINUTE } from '../../clock';
import { releaseHit, takeHit, type CountedHit, type WindowRule } from '../../security/rate-limit';
import { loginLocked } from './account-errors';

export const LOGIN_ACCOUNT_RULE: WindowRule = { name: 'login-account', limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_IP_RULE: WindowRule = { name: 'login-ip', limit: 20, windowMs: 15 * MINUTE };

export const accountSubject = (email: string): string => email.trim().toLowerCase();

/** Counts an attempt from this IP; throws the 429 lock when the IP used up its window. */
export const countIpAttempt = async (deps: Pick<Deps, 'db' | 'clock'>, ip: string): Promise<void> => {
  if (!(await takeHit(deps.db, LOGIN_IP_RULE, ip, deps.clock.now()))) throw loginLocked();
};

/** Reserves a failed-attempt slot for the account; throws the 429 lock when none is left. */
export const reserveAccountAttempt = async (deps: Pick<Deps, 'db' | 'clock'>, email: string): Promise<CountedHit> => {
  const hit = await takeHit(deps.db, LOGIN_ACCOUNT_RULE, accountSubject(email), deps.clock.now());
  if (!hit) throw loginLocked();
  return hit;
};

/** The attempt succeeded: it does not count against the account. */
export const forgiveAccountAttempt = (deps: Pick<Deps, 'db'>, hit: CountedHit): Promise<void> => releaseHit(deps.db, hit);
