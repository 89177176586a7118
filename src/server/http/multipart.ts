// Reads a multipart upload of one file and a few text fields, in whatever order the client sent them; the fields
// are checked against the route map entry's `multipart` schema with the same answer as a JSON body (4000 + fields).
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './errors';

/** Spec services §9: 20 MB per file; one file and a few text fields per upload. */
const UPLOAD_LIMIT = 20 * 1024 * 1024;
const MULTIPART_OPTIONS: FastifyMultipartOptions = { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20 } };

/**
 * Multipart parsing for one upload route's scope. The plugin adds two async hooks to every request of the scope it is
 * registered in (they clean up files saved to disk, which readOneFile never does); registered app-wide, they cost
 * every API call about 6 % of its CPU (issue 17, docs/benchmarks.md). So only upload routes get it; any other route
 * answers a multipart body with 415 like any other body type it does not take.
 */
export const withMultipart = async (scope: FastifyInstance): Promise<void> => {
  await scope.register(multipart, MULTIPART_OPTIONS);
};

interface OneFile<T> {
  fields: T;
  file: { name: string; bytes: Buffer };
}

interface Refusals {
  /** No multipart body, or no file in it. */
  missing: () => Error;
  /** A second file. */
  tooMany: () => Error;
}

export const readOneFile = async <S extends z.ZodType>(req: FastifyRequest, fieldsSchema: S, refuse: Refusals): Promise<OneFile<z.output<S>>> => {
  // absent outside an upload route's scope (serve.ts registers multipart per upload route)
  if (!req.isMultipart) throw new Error(`${req.method} ${req.url}: readOneFile on a route whose route map entry declares no multipart fields`);
  if (!req.isMultipart()) throw refuse.missing();
  const raw: Record<string, string> = {};
  let file: OneFile<unknown>['file'] | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // Past 20 MB toBuffer throws the multipart size error, which the error handler answers with 413.
      const bytes = await part.toBuffer();
      if (file) throw refuse.tooMany();
      file = { name: part.filename, bytes };
    } else {
      raw[part.fieldname] = String(part.value);
    }
  }
  const parsed = fieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const k of issue.keys) problems[k] = 'validation.unknownField';
      else problems[issue.path.join('.') || '_'] = 'validation.invalid';
    }
    throw invalid(problems);
  }
  if (!file) throw refuse.missing();
  return { fields: parsed.data, file };
};
