// One server process of the cross-process race suite (scale-out.api.test.ts): the real app and job queue on the
// PostgreSQL database the suite made, on a free port. The sandbox provider holds its callbacks, so the suite decides
// which process each one reaches and when. It tells the suite its port over IPC and runs a job when asked to.
import { systemClock } from '../../clock';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open';
import { buildApp } from '../../app';
import { createLogger } from '../../logging';
import { outboxMailer } from '../../integrations/mail/mailer';
import { paymentsFor, type SandboxProvider } from '../../integrations/payments/index';
import { closeStorage } from '../../integrations/storage/index';
import { startBackgroundWork } from '../../jobs/index';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const config = { ...loadConfig(process.env), host: '127.0.0.1', port: 0, scryptLogN: 10 };
const log = createLogger('warn');
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
const deps = { db: handle.db, clock: systemClock, config, mailer: outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom), log };
const work = await startBackgroundWork(deps, handle);
const app = await buildApp({
  deps,
  metrics: { pool: handle.pool, ...(work.queueDepth ? { queueDepth: work.queueDepth } : {}) },
  ...(work.onMailQueued ? { onMailQueued: work.onMailQueued } : {}),
});
(paymentsFor(deps).sandbox as SandboxProvider).autoDeliver = false;
await app.listen({ port: 0, host: '127.0.0.1' });

interface Ask {
  type: 'trigger' | 'stop';
  name?: string;
}
process.on('message', (msg: Ask) => {
  if (msg.type === 'trigger' && work.trigger) {
    work.trigger(msg.name ?? '').then(
      (created) => process.send?.({ type: 'triggered', name: msg.name, created }),
      (err: Error) => process.send?.({ type: 'triggered', name: msg.name, error: err.message }),
    );
  }
  if (msg.type === 'stop') {
    void (async () => {
      await app.close();
      await work.stop();
      await closeStorage();
      await handle.close();
      process.exit(0);
    })();
  }
});
process.send?.({ type: 'listening', port: (app.server.address() as AddressInfo).port });
