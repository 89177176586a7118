// Test helper: stubs fetch with answers per API path ("GET /user/info") in the server's envelope, and records
// the calls. For component tests only.
import { vi } from 'vitest';
import type { UserInfo } from '../../shared/contracts/user';

type Handler = (body: unknown, url: URL) => { code: number; msg?: string; data?: unknown; key?: string; status?: number };

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
export const notLoggedIn = () => ({ code: 4302, msg: 'Please sign in.', key: 'errors.notLoggedIn', data: null, status: 401 });

export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    // The app asks GET /user/session; tests describe the user with GET /user/info's answer, translated here.
    const info = handlers['GET /user/info'];
    const handler =
      handlers[`${method} ${path}`] ??
      (path === '/user/session' && method === 'GET'
        ? (b: unknown, u: URL): ReturnType<Handler> => {
            const a = info ? info(b, u) : notLoggedIn();
            return a.code === 0 ? ok({ signed_in: true, user: a.data }) : ok({ signed_in: false, user: null });
          }
        : undefined);
    // Calls a test does not care about fail quietly, the way the shell treats failures of its side calls.
    const answer = handler ? handler(body, url) : { code: 4040, msg: 'Not found.', key: 'errors.notFound', data: null, status: 404 };
    const { status = answer.code === 0 ? 200 : 400, ...envelope } = answer;
    return new Response(JSON.stringify({ msg: '', ...envelope }), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  token: '',
  uid: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  vip_details: null,
  order_pending_count: 0,
  global_cookie: '',
  user_type: 'customer',
  is_wholesale: false,
  is_propagate: false,
  distributor_code: null,
  ...overrides,
});
