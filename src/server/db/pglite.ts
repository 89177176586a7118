// Hosting PGlite behind a PostgreSQL-protocol unix socket, used by the embedded worker and by tests.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { guardPglite } from './pglite-guard';

export interface HostedPglite {
  pglite: PGlite;
  socketDir: string;
  stop(): Promise<void>;
}

export const hostPglite = async (pglite: PGlite, socketDir: string): Promise<HostedPglite> => {
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  fs.rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db: guardPglite(pglite), path: socketPath, maxConnections: 4 });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    pglite,
    socketDir,
    stop: async () => {
      await server.stop();
      await pglite.close();
      fs.rmSync(socketPath, { force: true });
    },
  };
};
