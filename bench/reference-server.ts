// The bare reference for the HTTP benchmark (issue 17): plain Fastify 5, no plugins, no logging, answering
// GET /ref/user-info with the same session lookup the app makes (token → sha256 → sessions joined to users, a named
// prepared statement) on the same database engine. What the app adds on top of this (hooks, validation, envelope,
// security headers, request logs, the route's own queries) is the gap the ratios in docs/benchmarks.md report.
//
// Run by bench/http.ts as its own process: `node --import tsx bench/reference-server.ts`, with
//   PORT          where to listen (127.0.0.1)
//   REF_TOKEN     the session token the load generator sends in x-auth-token
//   DATABASE_URL  a PostgreSQL database that already holds that session (the app's bench database), or, when absent,
//   DATA_DIR      a fresh folder for an embedded (PGlite) database, migrated here, with one customer and that session.
// It prints `listening <port>` once it answers.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/open';
import { hashToken } from '../src/server/security/tokens';

const port = Number(process.env.PORT) || 0;
const token = process.env.REF_TOKEN ?? '';
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '' });
const pool = handle.pool;

if (handle.kind === 'pglite') {
  const user = await pool.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name) values ($1, 'x', 'Ref', 'Customer') returning id`,
    [`ref-${crypto.randomBytes(4).toString('hex')}@bench.test`],
  );
  await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(token), user.rows[0]?.id,
  ]);
}

const LOOKUP = {
  name: 'ref_session_lookup',
  text: `select u.id, u.email, u.first_name, u.last_name, s.expires_at from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null limit 1`,
};

const app = Fastify({ logger: false });
app.get('/ref/user-info', async (req, reply) => {
  const header = req.headers['x-auth-token'];
  if (typeof header !== 'string' || !header) return reply.code(401).send({ code: 4302, msg: 'not signed in' });
  const { rows } = await pool.query<{ id: number; email: string; first_name: string; last_name: string; expires_at: Date }>({
    ...LOOKUP, values: [hashToken(header)],
  });
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= Date.now()) return reply.code(401).send({ code: 3200, msg: 'session invalid' });
  return { code: 0, msg: 'ok', data: { uid: row.id, email: row.email, first_name: row.first_name, last_name: row.last_name } };
});

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${String((app.server.address() as { port: number }).port)}`);
