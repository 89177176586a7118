// The HTML the server sends for a client route (issue 17): the build-time prerendered page of that address and
// edition (scripts/prerender-web.mjs wrote dist/web/prerender/{en,jp}/<path>.html) to signed-out visitors, so the
// landing pages paint before their JavaScript runs; the plain SPA shell for every other address and to signed-in
// visitors (their header and cart differ from the signed-out first paint, so the app renders afresh).
// Every page is read and compressed once, at start.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressBuffer, pickEncoding, varyAcceptEncoding, type Encoding } from './compress';
import { SESSION_COOKIE } from './context';

interface Page {
  raw: Buffer;
  compressed: Record<Encoding, Buffer>;
}

const load = (file: string): Page => {
  const raw = fs.readFileSync(file);
  return { raw, compressed: { br: compressBuffer(raw, 'br'), gzip: compressBuffer(raw, 'gzip') } };
};

type Edition = 'en' | 'jp';
/** The edition of a request, by its host name as in the browser (src/web/edition.ts): one ending in .jp is Japanese. */
const editionOf = (req: FastifyRequest): Edition => (/\.jp\.?$/i.test(req.hostname) ? 'jp' : 'en');

/** Prerendered pages by edition and address: prerender/en/web/cart.html → en:/web/cart, jp/index.html → jp:/. */
const loadPrerendered = (webDir: string): Map<string, Page> => {
  const pages = new Map<string, Page>();
  for (const edition of ['en', 'jp'] as const) {
    const dir = path.join(webDir, 'prerender', edition);
    if (!fs.existsSync(dir)) continue;
    for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('.html')) continue;
      const address = `/${rel.split(path.sep).join('/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
      pages.set(`${edition}:${address}`, load(path.join(dir, rel)));
    }
  }
  return pages;
};

/** A handler's sender of the page for a client route (exact path, query ignored). */
export const webPages = (webDir: string) => {
  const shell = load(path.join(webDir, 'index.html'));
  const prerendered = loadPrerendered(webDir);
  return (req: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const signedIn = Boolean(req.cookies[SESSION_COOKIE]);
    const page = (!signedIn && prerendered.get(`${editionOf(req)}:${pathname}`)) || shell;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    varyAcceptEncoding(reply);
    // the page also depends on the session cookie and the host (edition)
    reply.header('vary', `${String(reply.getHeader('vary'))}, Cookie, Host`);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    return encoding ? reply.header('content-encoding', encoding).send(page.compressed[encoding]) : reply.send(page.raw);
  };
};
