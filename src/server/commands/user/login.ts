// POST /user/login: checks the encoded credentials and opens a session (spec platform §4, §5, §7).
import type { z } from 'zod';
import { decodeLoginCode, loginCredentialsSchema } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { invalid } from '../../http/errors';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { createSession, type NewSession } from '../session/create-session';
import { wrongCredentials } from './account-errors';
import { findUserByEmail, type UserRow } from './find-user';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { forgiveAttempt, reserveLoginAttempt } from './login-limits';

interface LoginInput {
  /** base64url(JSON {email, password}), see encodeLoginCode */
  code: string;
  remember: boolean;
  /** Client address, for the per-address limits. */
  ip: string;
  /** The browser's known-device cookie, if it has one. */
  deviceCookie: string | undefined;
}

/** zod issues -> { field: message key }, the shape the error handler reports for body validation. */
const fieldsOfZodError = (error: z.ZodError): Record<string, string> => {
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
): Promise<{ user: UserRow; session: NewSession; deviceCookie: string }> => {
  const decoded = decodeLoginCode(input.code);
  if (decoded === undefined) throw invalid({ code: 'validation.invalid' });
  const parsed = loginCredentialsSchema.safeParse(decoded);
  if (!parsed.success) throw invalid(fieldsOfZodError(parsed.error));
  const { email, password } = parsed.data;

  const user = await findUserByEmail(deps.db, email);
  const knownDevice = await knownDeviceOf(deps, user?.id, input.deviceCookie);
  const attempt = await reserveLoginAttempt(deps, email, { ip: input.ip, knownDevice });
  // Unknown e-mails are checked against a dummy hash so they take as long as a wrong password.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(deps.config.scryptLogN)));
  if (!user || !matches) throw wrongCredentials();

  await forgiveAttempt(deps, attempt);
  const session = await createSession(deps, user.id, input.remember);
  const deviceCookie = await rememberDevice(deps, user.id, input.deviceCookie);
  return { user, session, deviceCookie };
};
