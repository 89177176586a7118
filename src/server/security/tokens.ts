import crypto from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const randomToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked table does not leak sessions. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
