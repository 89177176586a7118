// What commands need from the outside world, passed explicitly (no globals), so tests can swap the clock etc.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ReadCache } from './db/read-cache';
import type { Mailer } from './integrations/mail/mailer';

export interface Deps {
  db: Db;
  /** Hot single-statement reads (the session lookups), batched on PostgreSQL (db/read-pipeline.ts); absent: `db`. */
  reads?: Db;
  /** The embedded database's remembered session lookups, forgotten on every write (db/read-cache.ts). */
  readCache?: ReadCache;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
