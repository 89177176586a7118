// Password hashing with scrypt (node:crypto). The hash string carries its parameters, so the cost can rise
// later without breaking existing hashes: scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEYLEN = 32;
const R = 8;
const P = 1;
const maxmem = (logN: number) => 128 * R * 2 ** logN * 2 + 1024 * 1024;

export const hashPassword = async (password: string, logN = 15): Promise<string> => {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: 2 ** logN, r: R, p: P, maxmem: maxmem(logN) });
  return ['scrypt', logN, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, logNs, rs, ps, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const logN = Number(logNs);
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: 2 ** logN, r: Number(rs), p: Number(ps), maxmem: maxmem(logN),
  });
  return crypto.timingSafeEqual(actual, expected);
};

/** A hash of a random password, compared against when the account does not exist (same timing). */
let dummy: Promise<string> | undefined;
export const dummyHash = (logN: number): Promise<string> => (dummy ??= hashPassword(crypto.randomUUID(), logN));
