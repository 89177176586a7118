// The zod-free e-mail check of the footer's newsletter box gives what the shared schema gives (spec platform §5):
// the same verdict and message key for the same input, so moving it off zod (issue 17) changed nothing a visitor sees.
import { describe, expect, it } from 'vitest';
import { emailField } from './account';
import { emailProblem } from './email';

const schemaKey = (value: string): string | undefined => {
  const r = emailField.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('emailProblem', () => {
  it('agrees with the shared emailField schema', () => {
    const inputs = [
      '', '   ', 'a@b.co', ' ann@example.com ', 'ann@example', 'ann@@example.com', 'ann example@x.com', 'ann@example.c',
      'アン@例え.jp', `${'a'.repeat(250)}@x.co`, `${'a'.repeat(245)}@x.co`, 'no-at-sign', '@example.com', 'ann@.com',
    ];
    for (const value of inputs) expect(emailProblem(value), JSON.stringify(value)).toBe(schemaKey(value));
  });

  it('names an empty address "required" and a malformed one "email"', () => {
    expect(emailProblem(' ')).toBe('validation.required');
    expect(emailProblem('ann@example')).toBe('validation.email');
    expect(emailProblem('ann@example.com')).toBeUndefined();
  });
});
