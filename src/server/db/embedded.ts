// Starts the embedded database: takes the folder lock, then runs PGlite in a worker thread.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireLock } from './lock';

interface EmbeddedDb {
  socketDir: string;
  stop(): Promise<void>;
}

const hostScript = (): URL => {
  const self = import.meta.url;
  // From source (tsx/vitest) the host is a .ts file beside this one; in the build it is dist/server/embedded-host.js.
  return self.endsWith('.ts') ? new URL('./embedded-host.ts', self) : new URL('./embedded-host.js', self);
};

export const startEmbedded = async (dataDir: string): Promise<EmbeddedDb> => {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'db.lock'));
  const socketDir = path.join(dataDir, 'db-socket');
  const script = hostScript();
  // Running from source (tsx, vitest), the worker registers the TypeScript loader before importing the host.
  const fromSource = script.pathname.endsWith('.ts');
  const entry = fromSource
    ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`
    : script;
  const worker = new Worker(entry, {
    eval: fromSource,
    workerData: { dataDir: path.join(dataDir, 'db'), socketDir },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`embedded database worker exited (${code})`)));
      worker.on('message', (msg: { type: string; message?: string }) => {
        if (msg.type === 'ready') resolve();
        if (msg.type === 'error') reject(new Error(`embedded database failed to start: ${msg.message}`));
      });
    });
  } catch (err) {
    await worker.terminate();
    release();
    throw err;
  }
  worker.removeAllListeners('exit');
  return {
    socketDir,
    stop: async () => {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (msg: { type: string }) => msg.type === 'stopped' && resolve());
      });
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
      release();
    },
  };
};
