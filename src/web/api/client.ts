// The browser's API client: adds the common query parameters (spec platform §7), unwraps the
// { code, msg, data } envelope, and reports an invalid session (3200) so the app clears its state.
import { ApiCode, GENERIC_FAILURE, type ApiEnvelope } from '../../shared/api-codes';
import { appId, edition } from '../edition';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly key: string | undefined,
    readonly fields: Record<string, string> | undefined,
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined>;
interface Options {
  query?: Query;
  body?: unknown;
  /** multipart upload */
  form?: FormData;
  signal?: AbortSignal;
}

const listeners = new Set<(code: number) => void>();
/** Subscribe to session failures (3200 session invalid, 4302 not logged in). */
export const onSessionFailure = (fn: (code: number) => void): (() => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

const TIMEOUT_MS = 120_000; // spec platform §7

const getGuid = (): string | undefined => {
  try {
    return localStorage.getItem('fusion_guid') ?? undefined;
  } catch {
    return undefined;
  }
};

export const buildUrl = (path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  const common: Query = { lang: edition, appid: appId(edition), guid: getGuid() };
  for (const [k, v] of Object.entries({ ...common, ...query })) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
};

const request = async <T>(method: string, path: string, opts: Options = {}): Promise<T> => {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      credentials: 'same-origin',
      headers: opts.body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: opts.form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(ApiCode.failed, GENERIC_FAILURE, 'errors.network', undefined, 0);
  }
  let payload: ApiEnvelope<T> | undefined;
  try {
    payload = (await res.json()) as ApiEnvelope<T>;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload.code !== 'number') {
    throw new ApiError(ApiCode.failed, GENERIC_FAILURE, 'errors.generic', undefined, res.status);
  }
  if (payload.code === 0 || payload.code === 200) return payload.data;
  if (payload.code === ApiCode.sessionInvalid || payload.code === ApiCode.notLoggedIn) {
    for (const fn of listeners) fn(payload.code);
  }
  throw new ApiError(payload.code, payload.msg, payload.key, payload.fields, res.status, payload.request_id);
};

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown = {}, query?: Query) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body: unknown = {}, query?: Query) => request<T>('PUT', path, { body, query }),
  del: <T>(path: string, query?: Query) => request<T>('DELETE', path, { query }),
  upload: <T>(path: string, form: FormData, query?: Query) => request<T>('POST', path, { form, query }),
};
