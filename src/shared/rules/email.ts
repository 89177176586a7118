// The e-mail rule without zod: the pattern the shared schema uses (account.ts emailField) and a plain check giving the
// same message keys, for forms on every page (the footer's newsletter box) that must not pull the validation library
// into the first download (issue 17). The server still validates with the schema.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX = 254;

/** The message key for what is wrong with an e-mail address (after trimming), or undefined when it is fine. */
export const emailProblem = (value: string): 'validation.required' | 'validation.email' | undefined => {
  const email = value.trim();
  if (!email) return 'validation.required';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email) || email.includes('\u0000')) return 'validation.email';
  return undefined;
};
