// Accounts and session (spec platform §3 User info, §4 Session, §5, §7).
import { z } from 'zod';
import { text } from './fields';
import { emailField, loginPasswordField, nameField, newPasswordField } from '../rules/account';

/** Login credentials inside the encoded `code` field (see encodeLoginCode). */
export const loginCredentialsSchema = z.strictObject({ email: emailField, password: loginPasswordField });
type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/**
 * The login call carries email and password in one `code` field (spec platform §7):
 * base64url( UTF-8( JSON.stringify({ email, password }) ) ). It keeps credentials out of form-field logs and
 * lets the same shape travel as a query string for API clients; it is an encoding, not encryption: HTTPS protects it.
 */
export const encodeLoginCode = (c: LoginCredentials): string => {
  const bytes = new TextEncoder().encode(JSON.stringify({ email: c.email, password: c.password }));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const decodeLoginCode = (code: string): unknown => {
  try {
    const b64 = code.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
};

export const loginBodySchema = z.strictObject({
  code: text().min(1, 'validation.required').max(2000),
  /** 1 = remember me: the session lasts 30 days instead of 1 day. */
  remember: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const registerBodySchema = z
  .strictObject({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    email_confirm: emailField,
    password: newPasswordField,
    password_confirm: text().min(1, 'validation.required').max(100),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirm.toLowerCase(), { path: ['email_confirm'], message: 'validation.emailMismatch' })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'validation.passwordMismatch' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

const vipDetailsSchema = z.object({
  sku: z.string(),
  level: z.enum(['pro', 'elite']),
  image: z.string(),
});

export const userInfoSchema = z.object({
  /** Present in the login and register answers only (API clients); the browser uses the httpOnly cookie. */
  token: z.string(),
  uid: z.number(),
  email: z.string(),
  nickname: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  vip_details: vipDetailsSchema.nullable(),
  order_pending_count: z.number(),
  global_cookie: z.string(),
  user_type: z.enum(['customer', 'staff']),
  is_wholesale: z.boolean(),
  is_propagate: z.boolean(),
  distributor_code: z.string().nullable(),
});

/**
 * GET /user/session: who is signed in, answered 200 for everybody. The web app asks it on every page load; a
 * visitor is not an error (GET /user/info answers them 401, which browsers log as a failed request).
 */
export const sessionStateSchema = z.object({ signed_in: z.boolean(), user: userInfoSchema.nullable() });

export type UserInfo = z.infer<typeof userInfoSchema>;

/** Calls without a payload (is-login, logout): no body, or an empty JSON object; any field is rejected. */
export const emptyBodySchema = z.strictObject({}).nullish();

export const isLoginSchema = z.object({ is_login: z.boolean(), uid: z.number().nullable() });

/** GET /user/guest answers the guid in data[0]. */
export const guestSchema = z.array(z.string());

export const updateUserBodySchema = z
  .strictObject({
    first_name: nameField.optional(),
    last_name: nameField.optional(),
    email: emailField.optional(),
    email_confirm: emailField.optional(),
    /** Required to change the email or the password. */
    current_password: text().max(100).optional(),
    new_password: newPasswordField.optional(),
    confirm_password: text().max(100).optional(),
  })
  .refine((v) => v.email === undefined || v.email.toLowerCase() === (v.email_confirm ?? '').toLowerCase(), {
    path: ['email_confirm'], message: 'validation.emailMismatch',
  })
  .refine((v) => v.new_password === undefined || v.new_password === v.confirm_password, {
    path: ['confirm_password'], message: 'validation.passwordMismatch',
  })
  .refine((v) => (v.email === undefined && v.new_password === undefined) || !!v.current_password, {
    path: ['current_password'], message: 'validation.required',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const forgetPasswordBodySchema = z.strictObject({ email: emailField });

export const paramCheckBodySchema = z.strictObject({ token: text().min(10).max(200) });
export const paramCheckSchema = z.object({ valid: z.boolean(), email: z.string() });

export const findModifyBodySchema = z
  .strictObject({
    token: text().min(10).max(200),
    password: newPasswordField,
    password_confirm: text().min(1, 'validation.required').max(100),
  })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'validation.passwordMismatch' });
