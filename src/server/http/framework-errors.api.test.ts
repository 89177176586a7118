// Requests refused before any route runs still answer in the { code, msg, data } envelope (issue 7 §3): a URL that
// is not valid percent-encoding (400), a path parameter over the router's limit (414), headers over Node's 16 KB
// (431) and bytes that are not HTTP (400). Sent over a real socket, since Node's HTTP parser answers some of them.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
const raw = (request: string): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (d) => (out += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      try {
        resolve({ status, body: JSON.parse(rest.join('\r\n\r\n')) });
      } catch {
        reject(new Error(`not JSON: ${out.slice(0, 300)}`));
      }
    });
  });

const get = (target: string, extraHeaders = '') => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`);

describe('errors before routing', () => {
  it.each([
    ['a URL that is not valid percent-encoding', () => get('/api/%zz'), 400],
    ['a path parameter over the length limit', () => get(`/api/upload/file/${'a'.repeat(600)}`), 414],
    ['headers over 16 KB', () => get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a request line that is not HTTP', () => raw('HELLO\r\n\r\n'), 400],
    ['a broken Content-Length', () => raw('POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'), 400],
  ] as const)('%s answers %i in the envelope', async (_what, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: 4000, data: null, key: expect.stringMatching(/^errors\./) });
  });

  it('keeps serving normal requests afterwards', async () => {
    const res = await get('/api/health');
    expect(res).toMatchObject({ status: 200, body: { code: 0 } });
  });
});
