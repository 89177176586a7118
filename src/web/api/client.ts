// The browser's API client. Every call names an entry of the shared route map (src/shared/routes), so the compiler
// checks the path, what is sent and what comes back against the schemas the server validates with:
//   call('GET /v1/order/detail', { query: { id } })        → Promise<OrderDetail>
//   upload('POST /v1/payment/receipt', { fields, file })    → multipart, with upload progress
//   href('GET /v1/order/invoice.pdf', { query: { id } })    → an address for a link (files the server sends itself)
// It adds the common query parameters (spec platform §7), unwraps the { code, msg, data } envelope, and reports an
// invalid session (3200, 4302) so the app clears its state. Only the map's types are imported: no zod in the bundle.
import { ApiCode, GENERIC_FAILURE, type ApiEnvelope } from '../../shared/api-codes';
import type { ApiRoute, FileRoute, JsonRoute, RouteAnswer, RouteFields, RouteInput, UploadRoute } from '../../shared/routes/index';
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

type Query = Record<string, unknown>;
interface Parts {
  query?: Query;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** '/api' + the path with its ':name' parameters filled in + the common and the given query parameters. */
const urlOf = (path: string, { query = {}, params = {} }: Parts): string => {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  const common: Query = { lang: edition, appid: appId(edition), guid: getGuid() };
  for (const [k, v] of Object.entries({ ...common, ...query })) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
};

const split = (key: ApiRoute): [method: string, path: string] => {
  const space = key.indexOf(' ');
  return [key.slice(0, space), key.slice(space + 1)];
};

/** Reads an answer's envelope: the data on success, an ApiError (and the session listeners) otherwise. */
const settle = <T>(status: number, payload: ApiEnvelope<T> | undefined): T => {
  if (!payload || typeof payload.code !== 'number') {
    // A proxy's 413 page, for instance: the size message is the useful one.
    const key = status === 413 ? 'upload.fileTypeOrSize' : 'errors.generic';
    throw new ApiError(ApiCode.failed, GENERIC_FAILURE, key, undefined, status);
  }
  if (payload.code === 0 || payload.code === 200) return payload.data;
  if (payload.code === ApiCode.sessionInvalid || payload.code === ApiCode.notLoggedIn) {
    for (const fn of listeners) fn(payload.code);
  }
  throw new ApiError(payload.code, payload.msg, payload.key, payload.fields, status, payload.request_id);
};

const networkError = () => new ApiError(ApiCode.failed, GENERIC_FAILURE, 'errors.network', undefined, 0);

interface CallOptions {
  signal?: AbortSignal;
}

/** Input is optional when the entry needs none (every part optional or absent). */
type CallArgs<K extends ApiRoute> = object extends RouteInput<K>
  ? [input?: RouteInput<K>, options?: CallOptions]
  : [input: RouteInput<K>, options?: CallOptions];

/** Calls one JSON entry of the route map. */
export const call = async <K extends JsonRoute>(key: K, ...[input, options]: CallArgs<K>): Promise<RouteAnswer<K>> => {
  const [method, path] = split(key);
  const parts = (input ?? {}) as Parts;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // A POST/PUT always carries a JSON body (an empty object when the entry has no fields), as before.
  const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(parts.body ?? {});
  let res: Response;
  try {
    res = await fetch(urlOf(path, parts), {
      method,
      credentials: 'same-origin',
      headers: body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body,
      signal,
    });
  } catch (err) {
    if (options?.signal?.aborted) throw err;
    throw networkError();
  }
  let payload: ApiEnvelope<RouteAnswer<K>> | undefined;
  try {
    payload = (await res.json()) as ApiEnvelope<RouteAnswer<K>>;
  } catch {
    payload = undefined;
  }
  return settle(res.status, payload);
};

/** The address of a GET entry the server answers with a file (invoice PDF, board preview), for a link or an image. */
export const href = <K extends FileRoute>(key: K, ...[input]: CallArgs<K>): string => urlOf(split(key)[1], (input ?? {}) as Parts);

export interface UploadProgress {
  /** 0–100 while the bytes travel; 'analysing' once they have all arrived and the server works on them. */
  phase: 'uploading' | 'analysing';
  percent: number;
}

/** Multipart text fields travel as strings; the server's schema coerces them. */
type FieldValues<T> = { [F in keyof T]: T[F] extends string ? T[F] : T[F] extends number ? number | string : T[F] };

interface UploadInput<K extends UploadRoute> {
  /** Sent before the file, in this order (the server may read the kind before the bytes arrive). */
  fields: FieldValues<RouteFields<K>>;
  file: Blob;
  fileName?: string;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Posts one file and its fields as multipart to an upload entry. XMLHttpRequest rather than fetch because fetch
 * reports no upload progress.
 */
export const upload = <K extends UploadRoute>(key: K, input: UploadInput<K>): Promise<RouteAnswer<K>> =>
  new Promise((resolve, reject) => {
    const { fields, file, fileName, onProgress, signal } = input;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(split(key)[1], {}));
    xhr.withCredentials = true;
    xhr.timeout = TIMEOUT_MS;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress({ phase: 'uploading', percent: Math.min(100, Math.round((e.loaded / e.total) * 100)) });
      };
      // All bytes sent: the server now reads them (unpacks, identifies and draws a board, say).
      xhr.upload.onload = () => onProgress({ phase: 'analysing', percent: 100 });
    }
    xhr.onload = () => {
      let payload: ApiEnvelope<RouteAnswer<K>> | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as ApiEnvelope<RouteAnswer<K>>;
      } catch {
        payload = undefined;
      }
      try {
        resolve(settle(xhr.status, payload));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    for (const [k, v] of Object.entries(fields as Record<string, unknown>)) if (v !== undefined && v !== null) form.append(k, String(v));
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
    onProgress?.({ phase: 'uploading', percent: 0 });
    xhr.send(form);
  });
