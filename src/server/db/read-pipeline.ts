// The hot reads' own connection to PostgreSQL (issue 17). Every signed-in request starts with one statement, the
// session lookup with its route's extras (commands/session/resolve-session.ts). Through the pool each of those is
// its own write to the server, its own wake-up of a server process and its own read back: under load that kernel
// work was the largest part of a request's cost (docs/benchmarks.md). Here the lookups share one connection in
// node-postgres' pipeline mode, and the statements issued in one event-loop turn leave in one write (the socket is
// corked until the turn's check phase) and their answers come back together.
//
// For single autocommit read statements only: no transactions (their statements would interleave with everyone
// else's) and no cursors (pg refuses those in pipeline mode). Answers come in order, so a slow statement delays the
// ones behind it: these are index reads. Each statement carries its own Sync, so a failing one fails alone. When the
// connection is lost (server restart, an administrator ending it), the statements in flight are sent again once on a
// new connection: they are reads, so sending one twice is harmless.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import type { Db } from './client';
import { isStatementError } from './statement-error';

export interface ReadPipeline {
  /** Drizzle over the pipelined connection: prepared single-statement reads only (see above). */
  db: Db;
  close(): Promise<void>;
}

export const READ_PIPELINE_NAME = 'fusion-read-pipeline';

type Corkable = { cork(): void; uncork(): void };
const socketOf = (client: pg.Client): Corkable => (client as unknown as { connection: { stream: Corkable } }).connection.stream;

export const readPipeline = (connectionString: string): ReadPipeline => {
  let current: Promise<pg.Client> | undefined;
  let corked: pg.Client | undefined;
  let closed = false;

  const open = (): Promise<pg.Client> => {
    // `pipeline` is in node-postgres 8.23 but not in its type definitions yet
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 30_000,
      // named in pg_stat_activity, so an operator can tell it from the pool's connections
      application_name: READ_PIPELINE_NAME,
      pipeline: true,
    } as pg.ClientConfig);
    const opened = client.connect().then(() => client);
    const forget = () => {
      if (current === opened) current = undefined;
    };
    // unhandled, a dropped connection's 'error' would end the process (as with the pool, openPool)
    client.on('error', (err) => {
      console.warn(`database read pipeline lost: ${err.message}`);
      forget();
    });
    client.on('end', forget);
    opened.catch(forget);
    return opened;
  };

  /** One write per event-loop turn: cork on the turn's first statement, uncork once the turn's callbacks ran. */
  const batch = (client: pg.Client): void => {
    if (corked === client) return;
    corked = client;
    const socket = socketOf(client);
    socket.cork();
    setImmediate(() => {
      if (corked === client) corked = undefined;
      socket.uncork();
    });
  };

  const send = async (config: pg.QueryConfig, values: unknown[] | undefined): Promise<pg.QueryResult> => {
    if (closed) throw new Error('database read pipeline closed');
    const connecting = (current ??= open());
    const connected = await connecting;
    batch(connected);
    try {
      return await connected.query(config, values);
    } catch (err) {
      // the connection, not the statement, failed: later statements must not be sent on it
      if (!isStatementError(err) && current === connecting) current = undefined;
      throw err;
    }
  };

  // What Drizzle calls: query(config, values) answering a promise. Nothing else of pg.Client is offered.
  const client = {
    async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
      try {
        return await send(config, values);
      } catch (err) {
        if (isStatementError(err) || closed) throw err;
        return send(config, values);
      }
    },
  };

  return {
    db: drizzle(client as unknown as pg.Client, { schema }),
    close: async () => {
      closed = true;
      const connected = await current?.catch(() => undefined);
      current = undefined;
      await connected?.end();
    },
  };
};
