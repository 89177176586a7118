// The security headers every answer carries (CSP, HSTS, nosniff, frame and referrer policy...), written by helmet.
//
// They are the same for every request, so helmet runs once at start-up into a plain object and each request sets
// that object in one call. @fastify/helmet ran helmet per request instead — rebuilding its middleware chain and
// re-serialising the CSP every time, in two hooks of which one was async — which a CPU profile under load showed
// among the main thread's largest costs (issue 17, docs/benchmarks.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      // Behind HTTPS, HSTS does the upgrading; on plain-http hosts (the local .jp edition) this directive
      // would send every request to https and break the page.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent by the app only where a browser honours it (app.ts): over plain http on another host (the local .jp
  // edition) Chrome ignores it and logs a console error on every page for every visitor (issue 8 §7).
  crossOriginOpenerPolicy: false,
  // Not helmet's no-referrer: under it a browser sends "Origin: null" with same-origin form posts (the sandbox
  // payment pages), which the cross-site check (http/same-origin.ts) must refuse. same-origin still tells other
  // sites nothing.
  referrerPolicy: { policy: 'same-origin' },
};

/** The headers helmet writes for `options`, by lower-case name. Throws if helmet refuses the options. */
export const helmetHeaders = (options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  // helmet only sets and removes headers (no directive here depends on the request), synchronously
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
};
