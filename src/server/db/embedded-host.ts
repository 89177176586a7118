// Worker thread that owns the embedded PGlite database and serves it on a unix socket.
// Running it off the main thread keeps HTTP routes responsive while queries execute (STACK-NOTES: in-process
// PGlite blocked a no-database route down to 17 req/s).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { hostPglite } from './pglite';

interface Input {
  dataDir: string;
  socketDir: string;
}

const { dataDir, socketDir } = workerData as Input;
const port = parentPort;
if (!port) throw new Error('embedded-host must run as a worker');

try {
  const pglite = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  const hosted = await hostPglite(pglite, socketDir);
  port.on('message', async (msg: unknown) => {
    if (msg === 'stop') {
      await hosted.stop();
      port.postMessage({ type: 'stopped' });
    }
  });
  port.postMessage({ type: 'ready' });
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
