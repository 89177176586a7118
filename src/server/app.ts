// Builds the Fastify application (no listen): plugins, security, the /api routes and the web app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Deps } from './deps';
import { contextPlugin } from './http/context';
import { helmetHeaders } from './http/security-headers';
import { RequestLines, lazyRequestLogger } from './logging';
import { sameOriginCheck } from './http/same-origin';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { apiRoutes } from './routes/index';
import { deliverOutbox, outboxRunning } from './commands/mail/deliver-outbox';
import { takeQueuedHint } from './commands/mail/enqueue-mail';
import { operationsRoutes } from './http/operations';
import { createMetrics, type MetricsSources } from './observability/metrics';
import { joinClusterMetrics } from './observability/cluster-metrics';
import { installCompression } from './http/compress';
import { webPages } from './http/web-pages';
import { currentBannerSource } from './commands/content/current-banner';

interface BuildOptions {
  deps: Deps;
  /** Folder of the built web app (dist/web); served with an SPA fallback when present. */
  webDir?: string;
  logger?: boolean;
  /** What /api/metrics reports beside the requests (the database pool, the job queue's depth). */
  metrics?: MetricsSources;
  /**
   * Called after a response when its request queued mail. Default: deliver in this process right away; with the
   * PostgreSQL job queue (jobs/index.ts) it asks the queue instead, so whichever process is free sends it.
   */
  onMailQueued?: () => void;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const REQUEST_TIMEOUT_MS = 120_000; // spec platform §7
const JSON_BODY_LIMIT = 1024 * 1024;

/** A hop count becomes proxy-addr's own rule for hops (trust the first n addresses from the socket). */
const trustProxyOption = (t: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof t === 'number' ? (_address, hop) => hop < t : t;

/** A request id a proxy in front already gave the request (X-Request-Id) is kept, so its log lines and ours join;
 *  believed only from a trusted proxy (TRUST_PROXY), and only in a plain shape. Otherwise a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const requestIdFrom = (trustProxy: Config['trustProxy']) => (req: { headers: Record<string, string | string[] | undefined> }): string => {
  const given = req.headers['x-request-id'];
  return trustProxy !== false && typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
};

export const buildApp = async ({ deps, webDir, logger = false, metrics: metricsSources, onMailQueued }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: logger ? deps.log : undefined,
    // one line per request, written directly in pino's format; request child loggers made only when used (logging.ts)
    ...(logger ? { logController: new RequestLines(deps.log), childLoggerFactory: lazyRequestLogger } : {}),
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: requestIdFrom(deps.config.trustProxy),
    // errors answered before any route runs, in the same envelope as everything else
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxyOption(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const metrics = createMetrics(metricsSources);
  joinClusterMetrics(metrics.registry);

  // One synchronous hook for what every answer carries: the security headers, computed once (http/security-headers.ts),
  // and the request id, so a customer's or a proxy's report finds the log lines.
  const securityHeaders = helmetHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', req.id);
    done();
  });
  // Cross-Origin-Opener-Policy only where a browser honours it (see HELMET_OPTIONS)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.protocol === 'https' || LOCAL_HOST.test(req.host)) reply.header('cross-origin-opener-policy', 'same-origin');
    done(null, payload);
  });
  // before every route, so API answers and the SPA shell alike are compressed when the client accepts it
  installCompression(app);
  // CORS stays closed: no Access-Control-Allow-Origin is ever sent, so other origins cannot read responses.
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // multipart bodies: only on upload routes, in their own scope (http/serve.ts)
  await app.register(swagger, {
    openapi: { info: { title: 'Fusion API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(contextPlugin);
  installErrorHandler(app);
  // after the context (which reads the session token): cookie-authenticated changes come from our own pages only
  app.addHook('onRequest', sameOriginCheck(deps.config.publicUrl));

  // Mails queued by a request's transaction go out after its answer was sent: never delaying or failing it.
  app.addHook('onResponse', (_req, _reply, done) => {
    if (takeQueuedHint()) {
      if (onMailQueued) onMailQueued();
      else void deliverOutbox(deps);
    }
    done();
  });
  app.addHook('onClose', async () => {
    await outboxRunning(deps.mailer);
  });

  // before the API routes, so its request metrics hook covers every one of them
  operationsRoutes(app, metrics);
  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    // Vite names the files under assets/ by their content hash: a new build gets new names, so browsers keep them
    // for a year without asking again. HTML names the current files, so it is revalidated on every visit; other
    // files (favicon, robots.txt) may change under the same name.
    const cacheControl = (rel: string) =>
      /^assets\//.test(rel) ? 'public, max-age=31536000, immutable' : /\.html$/.test(rel) ? 'no-cache' : 'public, max-age=3600';
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // the .br/.gz copies the build made (scripts/precompress-web.mjs), chosen by Accept-Encoding, with Vary
      preCompressed: true,
      // index.html is the SPA shell below (compressed once, never cached without revalidation)
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControl(path.relative(webDir, file).split(path.sep).join('/')));
      },
    });
    // the SPA shell, or a landing page's prerendered first paint with the current banner (http/web-pages.ts)
    const sendPage = webPages(webDir, currentBannerSource(deps));
    // Every non-API GET that is not a file is a client route: serve its page.
    app.get('/*', { schema: { hide: true } }, (req, reply) => {
      const rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
      const file = path.join(webDir, rel);
      // a file the build added after the server started (the static plugin lists files once, at start)
      if (rel && rel !== 'index.html' && file.startsWith(webDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(rel); // cache-control from setHeaders above
      }
      if (rel.startsWith('api/')) return reply.callNotFound();
      return sendPage(req, reply, `/${rel}`);
    });
  }

  return app;
};
