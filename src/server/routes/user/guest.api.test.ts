// GET /user/guest: the anonymous visitor id (spec platform §4, §7, §9: guid cookie 30 days).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { GUID_COOKIE } from '../../http/context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const guest = (opts: { query?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/guest${opts.query ?? ''}`,
    headers: opts.cookie ? { cookie: `${GUID_COOKIE}=${opts.cookie}` } : {},
  });

describe('GET /user/guest', () => {
  it('issues a new guid in data[0] and a 30-day Lax cookie', async () => {
    const res = await guest();
    expect(res.statusCode).toBe(200);
    const [guid] = res.json().data as string[];
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.cookies.find((c) => c.name === GUID_COOKIE);
    expect(cookie).toMatchObject({ value: guid, maxAge: 30 * 24 * 3600, sameSite: 'Lax', path: '/' });
    expect((await guest()).json().data[0]).not.toBe(guid); // each new visitor gets their own
  });

  it('keeps a known guid from the cookie or the guid query parameter', async () => {
    const [guid] = (await guest()).json().data as string[];
    expect((await guest({ cookie: guid })).json().data).toEqual([guid]);
    expect((await guest({ query: `?guid=${guid}` })).json().data).toEqual([guid]);
  });

  it('replaces a guid the server never issued', async () => {
    const res = await guest({ query: '?guid=chosen-by-client' });
    expect(res.json().data[0]).not.toBe('chosen-by-client');
    expect(res.json().data[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
