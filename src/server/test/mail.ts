// Reading the mails the outbox mailer wrote (tests), with the journeys' MIME reader (multipart text + HTML).
import { parseMail, type Mail } from '../../../e2e/outbox';

/** The plain-text body of an .eml (the first leaf part: nodemailer writes text before HTML), transfer encoding undone. */
export const mailText = (raw: string): string => parseMail('', raw).bodies[0] ?? '';

/** Every mail parsed: to, subject (decoded), bodies [text, html]. */
export const parseMails = (files: readonly { file: string; raw: string }[]): Mail[] => files.map((f) => parseMail(f.file, f.raw));

/** The token of the password reset link in a mail's text. */
export const linkToken = (text: string): string => {
  const m = /http:\/\/shop\.test\/find_psw\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return m[1];
};
