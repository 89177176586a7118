// The login `code` encoding (spec platform §7): base64url of the UTF-8 JSON credentials.
import { describe, expect, it } from 'vitest';
import { decodeLoginCode, encodeLoginCode, loginCredentialsSchema } from './user';

describe('encodeLoginCode / decodeLoginCode', () => {
  it.each([
    ['ascii', { email: 'dana@example.com', password: 'secret-pass1' }],
    ['Japanese password', { email: 'taro@example.jp', password: 'パスワード秘密' }],
    ['emoji and accents', { email: 'zoë@example.com', password: 'pä$$🔒wörd' }],
    ['base64 padding lengths', { email: 'a@b.co', password: 'xy+/=?' }],
  ])('round-trips %s', (_name, creds) => {
    const code = encodeLoginCode(creds);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/); // URL-safe, no padding
    expect(decodeLoginCode(code)).toEqual(creds);
  });

  it('is base64url of UTF-8 JSON, so other clients can build it', () => {
    const creds = { email: 'taro@example.jp', password: '日本語pass' };
    const expected = Buffer.from(JSON.stringify(creds), 'utf8').toString('base64url');
    expect(encodeLoginCode(creds)).toBe(expected);
    expect(decodeLoginCode(expected)).toEqual(creds);
  });

  it('returns undefined for codes that are not base64 JSON in UTF-8', () => {
    expect(decodeLoginCode('%%%')).toBeUndefined();
    expect(decodeLoginCode(Buffer.from('not json').toString('base64url'))).toBeUndefined();
    expect(decodeLoginCode(Buffer.from([0xff, 0xfe, 0x22]).toString('base64url'))).toBeUndefined();
  });

  it('leaves field checks to loginCredentialsSchema', () => {
    const decoded = decodeLoginCode(Buffer.from(JSON.stringify({ email: 'x', password: '1' })).toString('base64url'));
    const parsed = loginCredentialsSchema.safeParse(decoded);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'password']);
  });
});
