// Access-control sweep over every API route (security by default). The operation list comes from the OpenAPI
// document (GET /api/docs) plus the router itself (for routes hidden from the document), so a route added later
// is login-only unless someone puts it on the PUBLIC list below on purpose.
//
// Order of checks, as Fastify runs them: onRequest -> parsing -> preValidation (requireUser / the staff policy) ->
// validation (params, body, querystring) -> handler. The login check therefore answers BEFORE validation: an
// anonymous request with a bad body gets 4302, not a 422 that names fields (see "empty request"), and the sweep
// asserts 4302 / 3200 / 4300 with a request whose shape passes validation too.
// Ownership (another user's ids answer 404) is covered by each area's own tests and is not repeated here.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '../../shared/api';
import { createTestApp, type TestApp } from '../test/app';
import { signUp, uniqueIp, type TestUser } from '../routes/user/test-helpers';
import { jsonBodySchema, readOperations, routerOperations, urlOf, validRequest as validOptions, type Op } from '../test/openapi';

/** A request whose shape passes validation, so whatever answers comes from the hooks or the handler. */
const validRequest = (o: Op, headers: Record<string, string> = {}) => t.app.inject(validOptions(o, headers));

/**
 * Operations a visitor may call without signing in. Everything else in the document must answer 4302 anonymously.
 * Adding an entry here is a security decision: say why next to it.
 */
const PUBLIC = new Set<string>([
  // System settings and maintenance status: the shell reads them before anyone signs in.
  'GET /api/v1/system/setting',
  'GET /api/help/system-status',
  // Session lifecycle: a visitor gets a guest id, registers, signs in, asks whether it is signed in, signs out.
  'GET /api/user/guest',
  'POST /api/user/login',
  'POST /api/user/register',
  'POST /api/user/is-login',
  // The shell's "who is signed in" read: a visitor gets 200 { signed_in: false } instead of a logged 401.
  'GET /api/user/session',
  'POST /api/user/logout',
  // Password recovery: the visitor has no session by definition; the mailed token is the credential.
  'POST /api/user/forget-password',
  'POST /api/password/param-check',
  'POST /api/password/find-modify',
  // Shell reference data and written content.
  'GET /api/menu/list',
  'POST /api/help/top-banner',
  'GET /api/lang/list',
  'POST /api/cms/detail-by-key',
  'GET /api/help/article',
  'GET /api/help/article-detail',
  'POST /api/currency/trans',
  // Promotional banner images: shown to every visitor with the banner; staff upload them, the name is random.
  'GET /api/v1/content/banner-image/{name}',
  // Newsletter box in the footer (rate-limited per client address).
  'POST /api/newsletter/subscribe',
  // The mailed confirmation and unsubscribe links (issue 15): the token is the credential; rate-limited.
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  // /fusion-questionnaire is open to visitors (issue 15; rate-limited per client address).
  'POST /api/questionnaire',
  // Quote estimates are open to visitors; a file id only counts when it is the signed-in customer's own.
  'POST /api/v1/cart/cart-param',
  'POST /api/v1/cart/cart-price',
  // The PCBA price table behind the PCBA page's instant estimate (issue 11): rates only, the same for everyone.
  'GET /api/v1/pcba/price-table',
  // The 3D printing price table behind the 3D printing page's instant estimate (issue 12): rates only.
  'GET /api/v1/print3d/price-table',
  // The cable configurator's instant price for standard cables (issue 12): rates only, like the other estimates.
  'POST /api/v1/cable/price',
  // The kitting estimate (issue 13): rates and catalogue prices only; a PCB from the cart counts only for its owner.
  'POST /api/v1/kitting/price',
  // The ODM light configurator (issue 13): its options, their control states and the instant price, open to visitors.
  'GET /api/v1/products/odm-light/schema',
  'GET /api/v1/products/odm-light/param',
  'POST /api/v1/products/odm-light/price',
  // The public list of active distributors (issue 15; spec platform §7 "GET /visual/distributor/display | none"):
  // company, country and website only.
  'GET /api/visual/distributor/display',
  // Header cart panel: visitors and stale sessions see an empty cart.
  'GET /api/v1/cart/dashboard',
  // The parts catalogue (OPL) is browsed and its library files downloaded before signing in; it holds no customer data.
  'GET /api/opl/search',
  'GET /api/opl/part',
  'GET /api/opl/library',
  // A product page's product (issue 14): the catalogue's part or the payment product's page, no customer data.
  'GET /api/product',
  // Reviews (issue 14): the public review pages and the home page's latest, and the pictures of listed reviews.
  'GET /api/v1/review/list',
  'GET /api/v1/review/detail',
  'GET /api/v1/review/pictures/{id}',
  'POST /api/help/get-home',
  // A shared re-order link (issue 14) is looked at before signing in: the unguessable token is the credential.
  'GET /api/v1/shared-link/view',
  // The design gallery (issue 14): lists, pages, pictures and previews are for visitors too; what a project's share
  // type and staff's hiding keep from a viewer answers 404 (the gallery's own tests).
  'GET /api/v1/gallery/list',
  'GET /api/v1/gallery/detail',
  'GET /api/v1/gallery/picture/{id}',
  'GET /api/v1/gallery/preview',
  // A project's files and uploaded attachments download for whoever may see the project (gallery-files.api.test.ts).
  'GET /api/v1/gallery/file/{id}',
  // Payment providers' callbacks: authenticated by the provider's signature over the raw body, not a session.
  'POST /api/pay_msg',
]);

/**
 * Routes the router serves but the document hides (schema.hide). All public by design; every other hidden route
 * fails the inventory test below, since it would escape this sweep.
 */
const HIDDEN = new Set<string>([
  'GET /api/docs', // the OpenAPI document itself
  'GET /api/health', // load balancer probe
  'GET /api/ready', // load balancer probe (database reachable, not shutting down)
  'GET /api/metrics', // Prometheus: METRICS_TOKEN or loopback only, else 404 (http/operations.ts)
  // The offline sandbox provider's hosted pages: they stand for the provider's website; the unguessable charge
  // reference in the path is the credential, as on a real provider's page.
  'GET /api/sandbox-pay/card/{ref}',
  'POST /api/sandbox-pay/card/{ref}',
  'POST /api/sandbox-pay/card/{ref}/cancel',
  'GET /api/sandbox-pay/paypal/{ref}',
  'POST /api/sandbox-pay/paypal/{ref}',
]);

const brief = (res: LightMyRequestResponse): string => `${res.statusCode} ${res.body.slice(0, 200)}`;

// --- the sweep -------------------------------------------------------------------------------------------------

let t: TestApp;
let ops: Op[];
let loginOnly: Op[];
let customer: TestUser;
let endedToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ops = await readOperations(t);
  loginOnly = ops.filter((o) => !PUBLIC.has(o.key));
  customer = await signUp(t);
  // a token that was valid once: its session ended with logout
  const gone = await signUp(t);
  await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'x-auth-token': gone.token }, payload: {} });
  endedToken = gone.token;
});
afterAll(async () => t.close());

describe('the operation inventory', () => {
  it('reads the OpenAPI document, and every PUBLIC entry names a documented operation', () => {
    expect(ops.length).toBeGreaterThan(50);
    const keys = new Set(ops.map((o) => o.key));
    expect([...PUBLIC].filter((k) => !keys.has(k)), 'stale PUBLIC entries').toEqual([]);
    // the sweep below is not vacuous: most of the API is login-only
    expect(loginOnly.length).toBeGreaterThan(PUBLIC.size);
  });

  it('has no route outside the document except the HIDDEN list (a hidden route would escape the sweep)', () => {
    const documented = new Set(ops.map((o) => o.key));
    const served = routerOperations(t.app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThanOrEqual(documented.size);
    expect(served.filter((k) => !documented.has(k) && !HIDDEN.has(k)), 'undocumented routes').toEqual([]);
    expect([...HIDDEN].filter((k) => !served.includes(k)), 'stale HIDDEN entries').toEqual([]);
  });
});

describe('login-only operations', () => {
  it('answer HTTP 401 with code 4302 to a request without any session', async () => {
    const wrong: string[] = [];
    for (const o of loginOnly) {
      const res = await validRequest(o);
      if (res.statusCode !== 401 || res.json().code !== ApiCode.notLoggedIn) wrong.push(`${o.key}: ${brief(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer code 3200 (HTTP 401) to a random token, in the header and in the token parameter', async () => {
    const wrong: string[] = [];
    for (const o of loginOnly) {
      const res = await validRequest(o, { 'x-auth-token': 'x'.repeat(43) });
      if (res.statusCode !== 401 || res.json().code !== ApiCode.sessionInvalid) wrong.push(`${o.key} (header): ${brief(res)}`);
    }
    // the same check through the query parameter, on a GET and a POST
    for (const key of ['GET /api/user/info', 'POST /api/v1/cart/new-index']) {
      const o = loginOnly.find((x) => x.key === key)!;
      const res = await t.app.inject({ method: o.method, url: `${o.path}?token=${'x'.repeat(43)}`, ...(o.method === 'POST' ? { payload: {} } : {}) });
      if (res.json().code !== ApiCode.sessionInvalid) wrong.push(`${o.key} (query): ${brief(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer code 3200 to the token of a session that has ended', async () => {
    const wrong: string[] = [];
    for (const o of loginOnly) {
      const res = await validRequest(o, { 'x-auth-token': endedToken });
      if (res.statusCode !== 401 || res.json().code !== ApiCode.sessionInvalid) wrong.push(`${o.key}: ${brief(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('check the session before the body: an anonymous empty request answers 4302, never a 422 naming fields', async () => {
    // requireUser and the staff policy run as preValidation hooks, so a visitor learns no field names from a bad body.
    const wrong: string[] = [];
    for (const o of loginOnly) {
      const res = await t.app.inject({
        method: o.method, url: urlOf(o, false), remoteAddress: uniqueIp(), ...(jsonBodySchema(o.op) ? { payload: {} } : {}),
      });
      const body = res.json() as { code: number; data: unknown; fields?: unknown };
      if (res.statusCode !== 401 || body.code !== ApiCode.notLoggedIn || body.fields !== undefined) wrong.push(`${o.key}: ${brief(res)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('staff operations', () => {
  it('exist, and refuse a signed-in customer with 4300 (HTTP 403)', async () => {
    const staff = ops.filter((o) => o.path.includes('/staff/'));
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.filter((o) => PUBLIC.has(o.key))).toEqual([]);
    const wrong: string[] = [];
    for (const o of staff) {
      const res = await validRequest(o, { 'x-auth-token': customer.token });
      if (res.statusCode !== 403 || res.json().code !== ApiCode.wrongUserId || res.json().data !== null) wrong.push(`${o.key}: ${brief(res)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('public operations', () => {
  it('never ask a visitor to sign in, and treat a bad token as a visitor (no 4302 / 3200)', async () => {
    const wrong: string[] = [];
    for (const o of ops.filter((x) => PUBLIC.has(x.key))) {
      const asVisitor: Record<string, string>[] = [{}, { 'x-auth-token': 'x'.repeat(43) }];
      for (const headers of asVisitor) {
        const res = await validRequest(o, headers);
        // a public file (the OPL's library download) answers its file, not the envelope
        const json = String(res.headers['content-type'] ?? '').includes('application/json');
        const code = json ? (res.json() as { code: number }).code : undefined;
        if (code === ApiCode.notLoggedIn || code === ApiCode.sessionInvalid || res.statusCode >= 500) wrong.push(`${o.key}: ${brief(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
