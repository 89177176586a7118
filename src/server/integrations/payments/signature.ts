// Callback signatures in the common "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>" form (as Stripe
// does): the timestamp inside the signed text stops an old captured callback being replayed much later.
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A delivery signed longer ago than this is refused (a late redelivery is signed afresh). */
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const hmac = (secret: string, text: string): string => crypto.createHmac('sha256', secret).update(text).digest('hex');

export const signBody = (secret: string, body: string, now: Date): string => {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
};

type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

export const checkSignature = (secret: string, body: string, headerValue: string | undefined, now: Date): SignatureCheck => {
  if (!headerValue) return { ok: false, reason: 'missing' };
  const parts = Object.fromEntries(headerValue.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now.getTime() - t * 1000) > SIGNATURE_TOLERANCE_MS) return { ok: false, reason: 'stale' };
  return { ok: true };
};
