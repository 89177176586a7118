// Reads the server's mail outbox (DATA_DIR/outbox/*.eml) so journeys can follow mailed links.
// A tiny MIME reader: enough for the messages nodemailer writes (single part or multipart/alternative,
// 7bit, quoted-printable or base64 bodies). Quoted-printable wraps long lines with '=' soft breaks and
// encodes '=' itself as '=3D', so a reset URL is only readable after decoding.
import fs from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text of every leaf part (plain text and HTML). */
  bodies: string[];
}

type Headers = Record<string, string>;

const splitHeaders = (raw: string): { headers: Headers; body: string } => {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Headers = {};
  // Header lines may be folded: a continuation line starts with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
};

const quotedPrintableBytes = (text: string): Buffer => {
  const bytes: number[] = [];
  const src = text.replace(/=\r?\n/g, ''); // soft line breaks
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    const hex = src.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

export const decodeQuotedPrintable = (text: string): string => quotedPrintableBytes(text).toString('utf8');

/**
 * RFC 2047 encoded words in headers (=?UTF-8?B?...?= / =?UTF-8?Q?...?=). Adjacent words are one run of bytes
 * (a long subject is split between them, even inside a character), so they are decoded together.
 */
const decodeHeader = (value: string): string =>
  value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, enc = 'B', data = ''] of run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)) {
      bytes.push(
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : quotedPrintableBytes(data.replace(/_/g, ' ')),
      );
    }
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });

const decodeBody = (headers: Headers, body: string): string => {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

const leafBodies = (headers: Headers, body: string): string[] => {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [decodeBody(headers, body)];
  const parts = body.split(`--${boundary}`).slice(1); // the first chunk is the preamble
  const out: string[] = [];
  for (const part of parts) {
    if (part.startsWith('--')) break; // closing delimiter
    const inner = splitHeaders(part.replace(/^\n/, ''));
    out.push(...leafBodies(inner.headers, inner.body));
  }
  return out;
};

export const parseMail = (file: string, raw: string): Mail => {
  const { headers, body } = splitHeaders(raw);
  return {
    file,
    to: decodeHeader(headers.to ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    bodies: leafBodies(headers, body),
  };
};

/** All messages in the outbox, oldest first (file names start with the send time). */
export const readMails = (outboxDir: string): Mail[] =>
  fs.existsSync(outboxDir)
    ? fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => parseMail(f, fs.readFileSync(path.join(outboxDir, f), 'utf8')))
    : [];

/** The first http(s) URL in the mail whose path starts with pathPrefix (HTML entities such as &amp; undone). */
export const findLink = (mail: Mail, pathPrefix: string): string | undefined => {
  for (const body of mail.bodies) {
    for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = match[0].replace(/&amp;/g, '&').replace(/[.,;)]+$/, '');
      try {
        if (new URL(url).pathname.startsWith(pathPrefix)) return url;
      } catch {
        // not a URL after all; keep looking
      }
    }
  }
  return undefined;
};
