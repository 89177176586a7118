// What a load balancer and a monitoring system ask a server process (docs/scale-out.md): liveness, readiness and
// metrics, outside the route map like the API document (route-map.api.test.ts).
// - GET /api/health: the process answers (no database): restart it when this fails.
// - GET /api/ready: the database answers and the process is not shutting down: send it traffic only while 200.
// - GET /api/metrics: Prometheus text. With METRICS_TOKEN set it needs "Authorization: Bearer <token>"; without,
//   only a caller on this machine's loopback that came through no proxy (no X-Forwarded-For / Forwarded header).
//   Anyone else gets the ordinary 404: the page does not exist for them.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from '../../shared/api';
import type { Metrics } from '../observability/metrics';
import { metricsText } from '../observability/cluster-metrics';

const READY_TIMEOUT_MS = 2_000;

/** Per app: set once shutdown began; readiness then fails while requests in flight finish. */
const draining = new WeakSet<FastifyInstance>();

/** Readiness answers 503 from now on and every answer asks the client to close its connection. */
export const startDraining = (app: FastifyInstance): void => {
  draining.add(app);
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const sameSecret = (a: string, b: string): boolean => {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
};

export const mayReadMetrics = (req: FastifyRequest, token: string | undefined): boolean => {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return sameSecret(given, token);
  }
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(req.socket.remoteAddress ?? '');
};

const databaseAnswers = async (app: FastifyInstance): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = app.deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

const notReady = (reply: FastifyReply, reason: string) =>
  reply.status(503).send({ code: ApiCode.failed, msg: 'not ready', data: { ready: false, reason } });

export const operationsRoutes = (app: FastifyInstance, metrics: Metrics): void => {
  // plain (callback) hooks: an async one costs a promise and a microtask on every request (issue 17)
  app.addHook('onRequest', (_req, reply, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? '<unmatched>', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ code: 0, msg: 'success', data: { ok: true } }));

  app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
    if (draining.has(app)) return notReady(reply, 'shutting down');
    if (!(await databaseAnswers(app))) return notReady(reply, 'database');
    return { code: 0, msg: 'success', data: { ready: true } };
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayReadMetrics(req, app.deps.config.metricsToken)) return reply.callNotFound();
    const text = await metricsText(metrics.registry);
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
};
