// Configuration from the environment, read once at start. No secrets have defaults that matter in production.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Public base URL used in e-mailed links (the English edition's address). */
  publicUrl: string;
  /** The Japanese edition's address (a .jp host, spec platform §1): the header links the editions to each other. */
  publicUrlJp: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** scrypt cost parameter (log2 N); lower only in tests. */
  scryptLogN: number;
  logLevel: string;
  seedDemo: boolean;
  /**
   * STAFF_NOTIFY_EMAIL: comma-separated addresses that get every staff notification (a file re-uploaded, a quotation
   * waiting, a wire receipt uploaded). Empty: each goes to the staff accounts of the role that does the work
   * (commands/mail/notify-staff.ts).
   */
  staffNotifyEmail: string[];
  /**
   * Which proxies in front of the server to believe about the client's address and protocol (X-Forwarded-For,
   * X-Forwarded-Proto): false (default: the socket is the client), a hop count, or the proxies' addresses / CIDR
   * ranges. Rate limits key on that address, and cookies are Secure when the client used https.
   */
  trustProxy: boolean | number | string[];
  /** NEWSLETTER_PROVIDER_URL: the external mailing list's sign-up URL (gets EMAIL=<address> on confirmation); unset: local list only. */
  newsletterProviderUrl: string | undefined;
}

/** TRUST_PROXY: unset or 0/false → false; true → every hop (only when nothing reaches the server but the proxy);
 *  a number → that many hops; otherwise a comma-separated list of addresses or CIDR ranges. */
export const parseTrustProxy = (value: string | undefined): Config['trustProxy'] => {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    // locally the README maps fusion.localhost.jp to this machine
    publicUrlJp: env.PUBLIC_URL_JP ?? `http://fusion.localhost.jp:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fusion <no-reply@fusion.localhost>',
    scryptLogN: Number(env.SCRYPT_LOG_N ?? 15),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    staffNotifyEmail: (env.STAFF_NOTIFY_EMAIL ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    newsletterProviderUrl: env.NEWSLETTER_PROVIDER_URL || undefined,
  };
};
