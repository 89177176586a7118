// The real app on a fresh test database, with a clock the test can move and a mail outbox it can read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DbHandle } from '../db/client';
import { seedReferenceData } from '../db/seed/reference';
import { buildApp } from '../app';
import { outboxMailer, readOutbox } from '../integrations/mail/mailer';
import { createTestDatabase } from './db';
import { flushOutbox } from '../commands/mail/deliver-outbox';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  clock: ManualClock;
  config: Config;
  /** Delivers what the mail outbox holds (as the app does after a response), then reads the outbox folder. */
  outbox(): Promise<{ file: string; raw: string }[]>;
  close(): Promise<void>;
}

/** `webDir`: a built web app folder to serve (static files and the SPA shell), as `npm start` does with dist/web. */
export const createTestApp = async (overrides: Partial<Config> = {}, { webDir }: { webDir?: string } = {}): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-test-'));
  const config: Config = { ...loadConfig({}), dataDir, scryptLogN: 10, publicUrl: 'http://shop.test', ...overrides };
  const handle = await createTestDatabase();
  await seedReferenceData(handle.db);
  const clock = new ManualClock();
  const outboxDir = path.join(dataDir, 'outbox');
  const app = await buildApp({
    deps: { db: handle.db, reads: handle.reads, ...(handle.readCache ? { readCache: handle.readCache } : {}), clock, config, mailer: outboxMailer(outboxDir, config.mailFrom), log: pino({ level: 'silent' }) },
    webDir,
  });
  await app.ready();
  return {
    app, handle, clock, config,
    outbox: async () => {
      await flushOutbox(app.deps);
      return readOutbox(outboxDir);
    },
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
