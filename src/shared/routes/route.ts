// One entry of the route map (./index.ts): what a call sends and what it answers. The server registers every entry
// (src/server/http/serve.ts) and the browser calls them by key (src/web/api/client.ts), so both sides are checked by
// the compiler against the same schemas. A key is the method and the path, e.g. 'GET /v1/order/detail': the web
// app imports the map's *type* only, so zod never reaches the browser's first bundle.
import type { z } from 'zod';
import type { StaffAction } from '../staff';

/**
 * Who may call (checked before the body is read): anyone, a signed-in account, any staff member ('staff'), or
 * staff whose role includes the action ('staff:orders.hold'; the table is src/shared/staff.ts, decided by
 * src/server/security/policy.ts).
 */
export type Auth = 'public' | 'user' | 'staff' | `staff:${StaffAction}`;

export interface RouteSpec {
  auth: Auth;
  /** The whole query schema, built with apiQuery(); without one, apiQuery() (the common parameters only). */
  query?: z.ZodType;
  /** Path parameters (':id' in the key). */
  params?: z.ZodType;
  /** JSON (or form) body. */
  body?: z.ZodType;
  /** A multipart upload's text fields (the one file travels beside them); read by the handler, not by Fastify. */
  multipart?: z.ZodType;
  /** The `data` of the { code, msg, data } envelope. Without one the handler answers itself (PDF, SVG, HTML). */
  response?: z.ZodType;
  /** OpenAPI tags (set per area by `area()`). */
  tags?: readonly string[];
  /** Left out of the OpenAPI document (the sandbox provider's pages). */
  hide?: boolean;
}

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** Keeps the literal schema types of an entry. */
export const route = <const S extends RouteSpec>(spec: S): S => spec;

/** Tags every entry of an area's map (the OpenAPI document groups by them). */
export const area = <const M extends Record<RouteKey, RouteSpec>>(tags: readonly string[], map: M): M => {
  for (const spec of Object.values(map)) spec.tags ??= tags;
  return map;
};
