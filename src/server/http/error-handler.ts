// One place that turns every failure into the { code, msg, data } envelope with the right HTTP status.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode, GENERIC_FAILURE, type ApiEnvelope } from '../../shared/api';
import { AppError } from './errors';

interface ZodIssueLike {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** Field path -> message key, from the zod issues fastify-type-provider-zod reports. */
const fieldsOf = (issues: ZodIssueLike[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const v of issues) {
    const base = (v.instancePath ?? '').split('/').filter(Boolean);
    if (v.keyword === 'unrecognized_keys') {
      for (const k of v.params?.keys ?? []) fields[[...base, k].join('.')] = 'validation.unknownField';
      continue;
    }
    // Shared schemas use message keys ("validation.email") as zod messages, so the web app can translate them.
    fields[base.join('.') || '_'] = v.message && /^[a-z]+\.[A-Za-z.]+$/.test(v.message) ? v.message : 'validation.invalid';
  }
  return fields;
};

const envelope = (code: number, msg: string, extra: Partial<ApiEnvelope<null>> = {}): ApiEnvelope<null> => ({
  code, msg, data: null, ...extra,
});

export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(envelope(err.code, err.message, { key: err.key, ...(err.fields ? { fields: err.fields } : {}) }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation as ZodIssueLike[]);
      return reply.status(422).send(
        envelope(ApiCode.validation, `Invalid ${err.validationContext ?? 'input'}: ${Object.keys(fields).join(', ')}`, {
          key: 'errors.validation', fields,
        }),
      );
    }
    if (err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(envelope(ApiCode.payloadTooLarge, 'Please upload the correct file type or size.', { key: 'errors.fileTypeOrSize' }));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(envelope(ApiCode.tooManyRequests, 'Too many requests. Please wait a moment and try again.', { key: 'errors.tooManyRequests' }));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(envelope(ApiCode.validation, err.message, { key: 'errors.badRequest' }));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send(envelope(ApiCode.failed, GENERIC_FAILURE, { key: 'errors.generic', request_id: String(req.id) }));
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET') {
      return reply.status(404).send(envelope(ApiCode.notFound, 'Not found.', { key: 'errors.notFound' }));
    }
    return reply.callNotFound();
  });
};

/**
 * Errors Fastify answers before any route or hook runs (a URL that is not valid percent-encoding, a path parameter
 * over the router's length limit): the same envelope as everything else. Passed as the `frameworkErrors` option.
 */
export const frameworkErrors = (err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void => {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  void reply.status(status).send(envelope(ApiCode.validation, status === 414 ? 'The address is too long.' : 'The address is not valid.', { key: 'errors.badRequest' }));
};

/**
 * Requests Node's HTTP parser refuses (headers over 16 KB, a request line that is not HTTP, a broken
 * Content-Length, a client that never finished): answered on the socket, in the envelope, then closed. Passed as
 * the `clientErrorHandler` option; a reset connection gets no answer.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? 'The request took too long.' : status === 431 ? 'The request headers are too large.' : 'The request is not valid HTTP.';
  const body = JSON.stringify(envelope(ApiCode.validation, message, { key: status === 408 ? 'errors.timeout' : 'errors.badRequest' }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
