// Hosting PGlite behind a PostgreSQL-protocol unix socket, used by the embedded worker and by tests.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { servePgliteOnSocket } from './pglite-wire';

export interface HostedPglite {
  pglite: PGlite;
  socketDir: string;
  stop(): Promise<void>;
}

export const hostPglite = async (pglite: PGlite, socketDir: string): Promise<HostedPglite> => {
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  fs.rmSync(socketPath, { force: true });
  const server = await servePgliteOnSocket(pglite, socketPath);
  fs.chmodSync(socketPath, 0o600);
  return {
    pglite,
    socketDir,
    stop: async () => {
      await server.close();
      await pglite.close();
      fs.rmSync(socketPath, { force: true });
    },
  };
};
