// Registers one entry of the shared route map (src/shared/routes) with its handler. The entry decides the method,
// path, schemas (Zod validation through fastify-type-provider-zod, the OpenAPI document at /api/docs) and who may
// call (requireUser, and for staff the policy module, as preValidation hooks: an anonymous caller learns nothing
// about the body).
// The handler returns the envelope's `data`; serve wraps it in { code, msg, data }. An entry without a response
// schema (PDF, SVG, HTML) is answered by the handler itself through `reply`.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { apiQuery, envelopeSchema } from '../../shared/api';
import {
  routes, type ApiRoute, type RouteAnswer, type RouteBody, type RouteParams, type RouteQuery,
} from '../../shared/routes/index';
import type { RouteSpec } from '../../shared/routes/route';
import type { StaffAction } from '../../shared/staff';
import type { SessionQuery } from '../commands/session/resolve-session';
import { authorize } from '../security/policy';
import { requireUser } from './context';
import { ok } from './envelope';
import { withMultipart } from './multipart';

export type ServedRequest<K extends ApiRoute> = FastifyRequest<{
  Querystring: RouteQuery<K>;
  Params: RouteParams<K>;
  // no body schema: the handler reads the raw body itself (the payment callback keeps it as a string)
  Body: RouteBody<K> extends undefined ? unknown : RouteBody<K>;
}>;

type Answer<K extends ApiRoute> = RouteAnswer<K> extends undefined ? FastifyReply : RouteAnswer<K>;
export type RouteHandler<K extends ApiRoute> = (req: ServedRequest<K>, reply: FastifyReply) => Promise<Answer<K>>;

interface ServeOptions {
  /** Route config, e.g. `{ rateLimit: { max: 20, timeWindow: '1 minute' } }` for @fastify/rate-limit. */
  config?: FastifyContextConfig;
  /** A session lookup that reads the route's own rows in the same statement (commands/session/resolve-session.ts). */
  session?: SessionQuery;
}

/** Staff calls: signed in, then the policy module decides (any staff role, or a role that includes the action). */
const staffGuard = (action: StaffAction | undefined) => async (req: FastifyRequest, reply: FastifyReply) => {
  await requireUser(req, reply);
  authorize(req.user, action);
};

const guardOf = (auth: RouteSpec['auth']) => {
  if (auth === 'public') return undefined;
  if (auth === 'user') return requireUser;
  return staffGuard(auth === 'staff' ? undefined : (auth.slice('staff:'.length) as StaffAction));
};

/** Fastify's route schema for an entry, leaving out what the entry does not have. */
const schemaOf = (spec: RouteSpec) => {
  const schema: Record<string, unknown> = { querystring: spec.query ?? apiQuery() };
  if (spec.tags) schema.tags = spec.tags;
  if (spec.hide) schema.hide = true;
  if (spec.params) schema.params = spec.params;
  if (spec.body) schema.body = spec.body;
  if (spec.response) schema.response = { 200: envelopeSchema(spec.response) };
  return schema;
};

/** `const serve = serveOn(app); serve('GET /v1/order/detail', async (req) => getOrder(...))` */
export const serveOn = (app: FastifyInstance) =>
  <K extends ApiRoute>(key: K, handler: RouteHandler<K>, options: ServeOptions = {}): void => {
    const spec: RouteSpec = routes[key];
    const space = key.indexOf(' ');
    const guard = guardOf(spec.auth);
    const route: RouteOptions = {
      method: key.slice(0, space) as HTTPMethods,
      url: key.slice(space + 1),
      schema: schemaOf(spec),
      ...(guard ? { preValidation: guard } : {}),
      ...(options.config || options.session ? { config: { ...options.config, sessionQuery: options.session } } : {}),
      handler: async (req, reply) => {
        const answer = await handler(req as ServedRequest<K>, reply);
        return spec.response ? ok(answer) : answer;
      },
    };
    if (!spec.multipart) {
      app.route(route);
      return;
    }
    // an upload route: multipart parsing in a scope of its own (http/multipart.ts withMultipart)
    void app.register(async (scope) => {
      await withMultipart(scope);
      scope.route(route);
    });
  };
