// Mail adapter: an outbox folder under data/ by default (each message a .eml file), SMTP when SMTP_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const outboxMailer = (dir: string, from: string): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(dir, name), info.message as Buffer);
    },
  };
};

export const smtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
};

/** Reads the outbox (used by tests and the e2e journeys to follow mailed links). */
export const readOutbox = (dir: string): { file: string; raw: string }[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((file) => ({ file, raw: fs.readFileSync(path.join(dir, file), 'utf8') }))
    : [];
