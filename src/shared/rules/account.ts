// Account field rules (spec platform §5), shared by the browser forms (checked on blur) and the server.
// zod messages are message keys; the web app translates them (validation.* in the common catalog).
import { text } from '../contracts/fields';
import { Limits } from '../ids';
// A practical e-mail pattern: something@domain.tld, no spaces (in its own module for zod-free forms).
import { EMAIL_MAX, EMAIL_PATTERN } from './email';

export const emailField = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX, 'validation.email')
  .regex(EMAIL_PATTERN, 'validation.email');

/** Login password: 6 to 20 characters ('Wrong Password'). */
export const loginPasswordField = text({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(Limits.passwordMin, 'validation.password')
  .max(Limits.passwordMax, 'validation.password');

/** New passwords elsewhere: at least 6 characters (and at most 20, so they stay usable on the login form). */
export const newPasswordField = text({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(Limits.passwordMin, 'validation.passwordMin')
  .max(Limits.passwordMax, 'validation.passwordMax');

export const nameField = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.maxLength');
