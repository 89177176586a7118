// POST /user/login: checks the encoded credentials and opens a session (spec platform §4, §5, §7).
import type { z } from 'zod';
import { decodeLoginCode, loginCredentialsSchema } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { invalid } from '../../http/errors';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { createSession, type NewSession } from '../session/create-session';
import { wrongCredentials } from './account-errors';
import { findUserByEmail, type UserRow } from './find-user';
import { countIpAttempt, forgiveAccountAttempt, reserveAccountAttempt } from './login-limits';

export interface LoginInput {
  /** base64url(JSON {email, password}), see encodeLoginCode */
  code: string;
  remember: boolean;
  /** Client address, for the per-IP limit. */
  ip: string;
}

/** zod issues -> { field: message key }, the shape the error handler reports for body validation. */
export const fieldsOfZodError = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= /^[a-z]+\.[A-Za-z.]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
};

export const login = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: LoginInput,
): Promise<{ user: UserRow; session: NewSession }> => {
  const decoded = decodeLoginCode(input.code);
  if (decoded === undefined) throw invalid({ code: 'validation.invalid' });
  const parsed = loginCredentialsSchema.safeParse(decoded);
  if (!parsed.success) throw invalid(fieldsOfZodError(parsed.error));
  const { email, password } = parsed.data;

  await countIpAttempt(deps, input.ip);
  const attempt = await reserveAccountAttempt(deps, email);

  const user = await findUserByEmail(deps.db, email);
  // Unknown e-mails are checked against a dummy hash so they take as long as a wrong password.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(deps.config.scryptLogN)));
  if (!user || !matches) throw wrongCredentials();

  await forgiveAccountAttempt(deps, attempt);
  const session = await createSession(deps, user.id, input.remember);
  return { user, session };
};
