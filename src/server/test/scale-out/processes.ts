// Starts server processes for the cross-process race suite and lets the API test helpers talk to them: a TestApp
// whose `app.inject` sends a real HTTP request to one process (the helpers only use inject's request and answer).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestApp } from '../app';
import type { ManualClock } from '../../clock';
import type { Config } from '../../config';
import type { DbHandle } from '../../db/client';

const SERVER = fileURLToPath(new URL('./race-server.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Asks this process to queue job `name`; answers whether the queue made a new job. */
  trigger(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

export const startServerProcess = (env: NodeJS.ProcessEnv): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = fork(SERVER, [], { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => reject(new Error('server process did not start in 90 s')), 90_000);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    child.on('message', (msg: { type: string; port?: number }) => {
      if (msg.type !== 'listening') return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${msg.port}`,
        child,
        trigger: (name) =>
          new Promise((done, fail) => {
            const answer = (m: { type: string; name?: string; created?: boolean; error?: string }) => {
              if (m.type !== 'triggered' || m.name !== name) return;
              child.off('message', answer);
              if (m.error) fail(new Error(m.error));
              else done(Boolean(m.created));
            };
            child.on('message', answer);
            child.send({ type: 'trigger', name });
          }),
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send({ type: 'stop' });
            setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
          }),
      });
    });
  });

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  remoteAddress?: string;
}

export interface HttpAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as light-my-request's
}

/** inject() over HTTP: JSON objects are sent as JSON, strings and buffers as they are; the client address, which a
 *  socket cannot fake, travels as X-Forwarded-For (the processes trust it: TRUST_PROXY). Redirects are not followed. */
export const httpInject = (base: string) => async (o: InjectOptions): Promise<HttpAnswer> => {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (typeof o.payload === 'string') body = o.payload;
  else if (Buffer.isBuffer(o.payload)) body = Uint8Array.from(o.payload);
  else if (o.payload !== undefined) {
    body = JSON.stringify(o.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (o.remoteAddress) headers['x-forwarded-for'] = o.remoteAddress;
  const res = await fetch(new URL(o.url, base), { method: o.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await res.text();
  return { statusCode: res.status, body: text, headers: Object.fromEntries(res.headers), json: () => JSON.parse(text) };
};

/** A TestApp for the shared helpers whose requests go to the process at `base` and whose data is the shared database. */
export const remoteTestApp = (base: string, handle: DbHandle, clock: ManualClock, config: Config): TestApp =>
  ({ app: { inject: httpInject(base) }, handle, clock, config }) as unknown as TestApp;
