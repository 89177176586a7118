// Builds the Fastify application (no listen): plugins, security, the /api routes and the web app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
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
import { sameOriginCheck } from './http/same-origin';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/error-handler';
import { apiRoutes } from './routes/index';
import { deliverOutbox, outboxRunning } from './commands/mail/deliver-outbox';
import { takeQueuedHint } from './commands/mail/enqueue-mail';

interface BuildOptions {
  deps: Deps;
  /** Folder of the built web app (dist/web); served with an SPA fallback when present. */
  webDir?: string;
  logger?: boolean;
}

const REQUEST_TIMEOUT_MS = 120_000; // spec platform §7
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 20 * 1024 * 1024; // spec services §9: 20 MB

/** A hop count becomes proxy-addr's own rule for hops (trust the first n addresses from the socket). */
const trustProxyOption = (t: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof t === 'number' ? (_address, hop) => hop < t : t;

export const buildApp = async ({ deps, webDir, logger = false }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: logger ? deps.log : undefined,
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    // errors answered before any route runs, in the same envelope as everything else
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustProxyOption(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        // Behind HTTPS, HSTS does the upgrading; on plain-http hosts (the local .jp edition) this directive
        // would send every request to https and break the page.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, only where a browser honours it: over plain http on another host (the local .jp edition) Chrome
    // ignores it and logs a console error on every page for every visitor (issue 8 §7).
    crossOriginOpenerPolicy: false,
    // Not helmet's no-referrer: under it a browser sends "Origin: null" with same-origin form posts (the sandbox
    // payment pages), which the cross-site check (http/same-origin.ts) must refuse. same-origin still tells other
    // sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https' || /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(req.host)) reply.header('cross-origin-opener-policy', 'same-origin');
  });
  // CORS stays closed: no Access-Control-Allow-Origin is ever sent, so other origins cannot read responses.
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Fusion API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(contextPlugin);
  installErrorHandler(app);
  // after the context (which reads the session token): cookie-authenticated changes come from our own pages only
  app.addHook('onRequest', sameOriginCheck(deps.config.publicUrl));

  // Mails queued by a request's transaction go out after its answer was sent: never delaying or failing it.
  app.addHook('onResponse', async () => {
    if (takeQueuedHint()) void deliverOutbox(deps);
  });
  app.addHook('onClose', async () => {
    await outboxRunning(deps.mailer);
  });

  await app.register(apiRoutes, { prefix: '/api' });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ code: 0, msg: 'success', data: { ok: true } }));

  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h' });
    const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'));
    // Every non-API GET that is not a file is a client route: serve the SPA shell.
    app.get('/*', { schema: { hide: true } }, (req, reply) => {
      const rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
      const file = path.join(webDir, rel);
      if (rel && file.startsWith(webDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = rel.startsWith('assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        return reply.sendFile(rel);
      }
      if (rel.startsWith('api/')) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    });
  }

  return app;
};
