// Test helper: a fetch stand-in that answers API calls by "METHOD /path" (without the /api prefix) in the
// server's envelope, and records every call so a test can assert what was sent.
import { vi } from 'vitest';

export interface Reply {
  status: number;
  body: unknown;
}
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => Reply;

export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 0, msg: 'ok', data } });
export const fail = (status: number, code: number, msg: string, key?: string, fields?: Record<string, string>): Reply => ({
  status,
  body: { code, msg, data: null, ...(key ? { key } : {}), ...(fields ? { fields } : {}) },
});
export const notLoggedIn = (): Reply => fail(401, 4302, 'Please sign in.', 'errors.notLoggedIn');

/**
 * Installs the stub; unknown calls answer 404. `GET /user/info` answers "not logged in" unless given, and
 * `GET /user/session` follows it.
 */
export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: Call[] = [];
  const all: Record<string, Handler> = { 'GET /user/info': notLoggedIn, ...handlers };
  // The app asks GET /user/session; tests describe the user with GET /user/info's answer, translated here.
  all['GET /user/session'] ??= (call) => {
    const info = (all['GET /user/info'] ?? notLoggedIn)(call);
    if (info.status === 200) return ok({ signed_in: true, user: (info.body as { data: unknown }).data });
    return info.status === 401 ? ok({ signed_in: false, user: null }) : info;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = all[`${call.method} ${call.path}`];
    const reply = handler ? handler(call) : fail(404, 4040, 'Not found.', 'errors.notFound');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one endpoint, e.g. callsTo('POST /user/login'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
};
