// Compresses HTML and JSON answers above ~1 KB for clients that accept it (issue 17). Static files are not
// compressed here: they are precompressed at build time (scripts/precompress-web.mjs) and @fastify/static picks the
// .br/.gz copy. Answers are small (an API page, the SPA shell), so a fast brotli quality keeps the CPU cost per
// request in the tens of microseconds; streams (downloads, files) pass untouched.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/html|application\/json|application\/problem\+json|text\/plain|text\/csv|image\/svg\+xml)\b/i;
// brotli quality 4 compresses JSON about as well as gzip -6 at a fraction of the time of its default 11
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with from an Accept-Encoding header: brotli before gzip, honouring q=0 refusals. */
export const pickEncoding = (header: string | string[] | undefined): Encoding | undefined => {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
};

/** Adds Accept-Encoding to Vary without duplicating it, keeping what another hook or plugin put there. */
export const varyAcceptEncoding = (reply: FastifyReply): void => {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (value.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
};

export const compressBuffer = (body: Buffer | string, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, { level: 6 });

/** The payload to send for this answer: compressed when it is worth it and the client accepts it. */
const compressedPayload = (req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams, empty answers
  if (reply.getHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE_TYPE.test(type)) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_MIN_BYTES) return payload;
  varyAcceptEncoding(reply); // the answer depends on the header from here on, compressed or not
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const body = compressBuffer(payload, encoding);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
};

/**
 * Registers the onSend hook on the root instance (every route, the SPA shell and the /api answers alike). A plain
 * (callback) hook: an async one costs a promise and a microtask on every answer (issue 17).
 */
export const installCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', (req, reply, payload, done) => {
    let out: unknown;
    try {
      out = compressedPayload(req, reply, payload);
    } catch (err) {
      done(err as Error);
      return;
    }
    done(null, out);
  });
};
