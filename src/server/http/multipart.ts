// Reads a multipart upload of one file and a few text fields, in whatever order the client sent them; the fields
// are checked against the route map entry's `multipart` schema with the same answer as a JSON body (4000 + fields).
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './errors';

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
