// Envelope codes (spec platform §8), kept free of zod so the browser's first bundle stays small.
export const ApiCode = {
  ok: 0,
  sessionInvalid: 3200,
  wrongUserId: 4300,
  notLoggedIn: 4302,
  /** A cookie-authenticated request from another site (CSRF). */
  forbidden: 4030,
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
