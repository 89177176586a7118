// The API envelope and codes every endpoint shares (spec platform §7, §8).
import { z } from 'zod';

export const ApiCode = {
  ok: 0,
  sessionInvalid: 3200,
  wrongUserId: 4300,
  notLoggedIn: 4302,
  validation: 4000,
  notFound: 4040,
  conflict: 4090,
  tooManyRequests: 4290,
  payloadTooLarge: 4130,
  failed: 5000,
} as const;
export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** Generic message shown for unexpected failures (spec platform §8). */
export const GENERIC_FAILURE = 'The request failed. Please try again later.';

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Stable key the web app translates; present on errors. */
  key?: string;
  /** Field-level problems for validation errors: field path -> message key. */
  fields?: Record<string, string>;
  /** Present on unexpected errors so support can find the log line. */
  request_id?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

/**
 * Query parameters every call may carry (spec platform §7). Route query schemas extend this,
 * so unknown parameters are still rejected.
 */
export const commonQueryShape = {
  user_id: z.coerce.number().int().positive().optional(),
  token: z.string().max(200).optional(),
  guid: z.string().max(64).optional(),
  appid: z.enum(['en_pc', 'en_mobile', 'jp_pc', 'jp_mobile']).optional(),
  lang: z.enum(['en', 'jp']).optional(),
};

export const apiQuery = <S extends z.ZodRawShape>(shape: S = {} as S) =>
  z.strictObject({ ...commonQueryShape, ...shape });
