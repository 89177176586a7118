// The one place where a value from the outside world becomes a schema (issue 7 §3). Every request schema builds its
// strings and numbers here, so two rules hold everywhere without each route remembering them:
// - text never carries a NUL byte: PostgreSQL's text and jsonb cannot store one, so the query would fail (a 500);
// - a number that ends up in an integer column stays inside that column's range (2^31 would fail the same way), and
//   decimals stay finite and bounded.
// Response schemas describe what the server itself wrote and may use zod directly. A test walks the published
// OpenAPI document and fails on any client value not built here (src/server/http/request-schemas.api.test.ts).
import { z } from 'zod';

/** PostgreSQL `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Any text without a NUL byte. Exported for checks that walk the published schemas. */
// eslint-disable-next-line no-control-regex -- the control character is the point
export const NO_NUL = /^[^\u0000]*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A string from a client. Chain .min/.max/.regex/.trim as usual. */
export const text = (params?: StringParams) => z.string(params).regex(NO_NUL, 'validation.invalidCharacter');

const errorOf = (message?: string) => (message ? { error: message } : undefined);
const clampMin = (min: number) => Math.max(min, INT4_MIN);
const clampMax = (max: number) => Math.min(max, INT4_MAX);

/** An integer that is stored in (or compared with) an int4 column; bounds are clamped to the column's range. */
export const int = (min = INT4_MIN, max = INT4_MAX, message?: string) =>
  z.number(errorOf(message)).int(message).min(clampMin(min), message).max(clampMax(max), message);

/** A row id (serial / int4 identity): 1 … 2^31-1. */
export const id = (message?: string) => int(1, INT4_MAX, message);

/** The same as `int`, read from a query string or a path parameter. */
export const queryInt = (min = INT4_MIN, max = INT4_MAX, message?: string) =>
  // typed as taking a number: the browser's client sends numbers (they travel as text, hence the coercion)
  z.coerce.number<number>(errorOf(message)).int(message).min(clampMin(min), message).max(clampMax(max), message);

/** A row id from a query string or a path parameter. */
export const queryId = (message?: string) => queryInt(1, INT4_MAX, message);

/** A decimal measure (mm, kg, ...): finite and within the given bounds. */
export const decimal = (min: number, max: number, message?: string) =>
  z.number(errorOf(message)).min(min, message).max(max, message);
