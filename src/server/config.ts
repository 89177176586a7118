// Configuration from the environment, read once at start. No secrets have defaults that matter in production.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Public base URL used in e-mailed links. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** scrypt cost parameter (log2 N); lower only in tests. */
  scryptLogN: number;
  logLevel: string;
  seedDemo: boolean;
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fusion <no-reply@fusion.localhost>',
    scryptLogN: Number(env.SCRYPT_LOG_N ?? 15),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
  };
};
