// Reading the mails the outbox mailer wrote (tests): the text of a single-part .eml, and the reset link in it.

/** The text body of a single-part .eml, with its transfer encoding undone. */
export const mailText = (raw: string): string => {
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** The token of the password reset link in a mail's text. */
export const linkToken = (text: string): string => {
  const m = /http:\/\/shop\.test\/find_psw\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no reset link in mail:\n${text}`);
  return m[1];
};

