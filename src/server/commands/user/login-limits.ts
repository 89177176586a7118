// Sign-in throttling that stops guessing without handing attackers a lock-out button (issue 7 §4).
// Three fixed-window limits in PostgreSQL (shared by every server process), counting FAILED attempts only:
// - per account and origin (5 per 15 minutes): the origin is the browser when it is a known device of the account,
//   else the client address. A guesser at one address is stopped; guesses from elsewhere cannot use up the owner's.
// - per account from unknown devices (30 per hour): distributed guessing gets at most 720 tries a day, while the
//   owner's known browsers stay exempt. A new browser during such an attack can still get in through the password
//   reset mail, after which it is known.
// - per client address, whatever the accounts (100 per 15 minutes): password spraying from one address. Successes
//   never count, so an office behind one address is never refused for signing in correctly.
// An attempt reserves a slot in each limit first and a success gives them back, so concurrent guesses cannot slip
// past. Unknown e-mails are counted the same way, so the limits do not reveal which accounts exist.
import type { Deps } from '../../deps';
import { HOUR, MINUTE } from '../../clock';
import { releaseHit, takeHit, type CountedHit, type WindowRule } from '../../security/rate-limit';
import { loginLocked } from './account-errors';

const LOGIN_PAIR_RULE: WindowRule = { name: 'login-pair', limit: 5, windowMs: 15 * MINUTE };
const LOGIN_ACCOUNT_RULE: WindowRule = { name: 'login-account', limit: 30, windowMs: HOUR };
const LOGIN_IP_RULE: WindowRule = { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE };
/** The current password on the profile form (the user is signed in): per user. */
const PASSWORD_CHECK_RULE: WindowRule = { name: 'password-check', limit: 5, windowMs: 15 * MINUTE };

const accountSubject = (email: string): string => email.trim().toLowerCase();

interface LoginOrigin {
  ip: string;
  /** The known-device id (hash of the device cookie) when this browser signed in to the account before. */
  knownDevice: string | null;
}

/** Slots taken for one attempt; give them back with forgiveAttempt when it succeeds. */
type Reservation = CountedHit[];

const reserve = async (deps: Pick<Deps, 'db' | 'clock'>, limits: [WindowRule, string][]): Promise<Reservation> => {
  const taken: CountedHit[] = [];
  for (const [rule, subject] of limits) {
    const hit = await takeHit(deps.db, rule, subject, deps.clock.now());
    if (!hit) {
      for (const h of taken) await releaseHit(deps.db, h);
      throw loginLocked();
    }
    taken.push(hit);
  }
  return taken;
};

/** Reserves this sign-in attempt under every limit that applies; throws the 429 lock when one is used up. */
export const reserveLoginAttempt = (deps: Pick<Deps, 'db' | 'clock'>, email: string, origin: LoginOrigin): Promise<Reservation> => {
  const account = accountSubject(email);
  const from = origin.knownDevice ? `device:${origin.knownDevice}` : `ip:${origin.ip}`;
  return reserve(deps, [
    [LOGIN_PAIR_RULE, `${account}|${from}`],
    ...(origin.knownDevice ? [] : [[LOGIN_ACCOUNT_RULE, account] as [WindowRule, string]]),
    [LOGIN_IP_RULE, origin.ip],
  ]);
};

/** Reserves a current-password check on the profile form. */
export const reservePasswordCheck = (deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<Reservation> =>
  reserve(deps, [[PASSWORD_CHECK_RULE, String(userId)]]);

/** The attempt succeeded: it counts against nothing. */
export const forgiveAttempt = async (deps: Pick<Deps, 'db'>, reservation: Reservation): Promise<void> => {
  for (const hit of reservation) await releaseHit(deps.db, hit);
};
