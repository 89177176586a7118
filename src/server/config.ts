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
  /** FILE_STORAGE: where uploads and previews live (docs/scale-out.md). */
  fileStorage: FileStorageConfig;
  /** METRICS_TOKEN: a bearer token for /api/metrics; unset, only loopback callers may read it. */
  metricsToken: string | undefined;
  /** WORKERS: server processes sharing the port (node:cluster); 1 runs no cluster. */
  workers: number;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long readiness answers 503 before the listener closes (lets a load
   *  balancer stop sending); requests in flight always finish. */
  shutdownDrainMs: number;
  /** NEWSLETTER_PROVIDER_URL: the external mailing list's sign-up URL (gets EMAIL=<address> on confirmation); unset: local list only. */
  newsletterProviderUrl: string | undefined;
}

/** local: `${dataDir}/uploads` (one machine); postgres: a table in DATABASE_URL; s3: a bucket. */
export type FileStorageConfig =
  | { kind: 'local' }
  | { kind: 'postgres' }
  | { kind: 's3'; endpoint: string | undefined; bucket: string; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined };

/** S3_URL names the server and bucket in one ("http://127.0.0.1:9000/fusion-uploads", path style) or only the bucket
 *  on AWS ("s3://fusion-uploads"); S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY / S3_REGION complete it. */
export const parseFileStorage = (env: NodeJS.ProcessEnv): FileStorageConfig => {
  const kind = (env.FILE_STORAGE ?? 'local').trim().toLowerCase();
  if (kind === 'local' || kind === '') return { kind: 'local' };
  if (kind === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('FILE_STORAGE=postgres needs DATABASE_URL');
    return { kind: 'postgres' };
  }
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local, postgres or s3, not ${kind}`);
  const url = new URL(env.S3_URL ?? '');
  const aws = url.protocol === 's3:';
  const bucket = aws ? url.hostname : url.pathname.split('/').filter(Boolean)[0];
  if (!bucket) throw new Error('S3_URL must name the bucket (http://host:port/bucket or s3://bucket)');
  return {
    kind: 's3',
    endpoint: aws ? undefined : url.origin,
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
};

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
    fileStorage: parseFileStorage(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    workers: Math.max(1, Math.floor(Number(env.WORKERS ?? 1)) || 1),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? 0),
    newsletterProviderUrl: env.NEWSLETTER_PROVIDER_URL || undefined,
  };
};
