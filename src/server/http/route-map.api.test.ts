// The route map (src/shared/routes) and the server agree: every entry is served, with its method and path, and
// everything the server answers under /api is an entry (except the document itself and the operations probes: health, readiness, metrics), so the
// browser's typed client can reach every call and no call escapes the map's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes/index';
import { createTestApp, type TestApp } from '../test/app';
import { routerOperations } from '../test/openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** 'GET /v1/order/detail' → 'GET /api/v1/order/detail', ':id' → '{id}' as the router listing writes it. */
const served = (key: string) => key.replace(' /', ' /api/').replace(/:(\w+)/g, '{$1}');
const OUTSIDE_THE_MAP = new Set(['GET /api/docs', 'GET /api/health', 'GET /api/ready', 'GET /api/metrics']);

describe('route map', () => {
  it('is what the server serves, entry for entry', () => {
    const router = routerOperations(t.app.printRoutes({ commonPrefix: false })).filter((k) => k.includes(' /api/'));
    const mapped = Object.keys(routes).map(served);
    expect(mapped.filter((k) => !router.includes(k)), 'entries nobody serves').toEqual([]);
    expect(router.filter((k) => !mapped.includes(k) && !OUTSIDE_THE_MAP.has(k)), 'routes outside the map').toEqual([]);
  });

  it('refuses an anonymous caller on every entry that is not public (4302 before the body is read)', async () => {
    // an anonymous caller: 4302 for both kinds, never the handler's answer
    const guarded = Object.entries(routes).filter(([, spec]) => spec.auth !== 'public');
    for (const [key] of guarded) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await t.app.inject({ method, url: `/api${path.replace(/:\w+/g, '1')}` });
      expect(res.json().code, key).toBe(4302);
    }
  });
});
