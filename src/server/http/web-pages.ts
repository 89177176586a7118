// The HTML the server sends for a client route (issue 17): the build-time prerendered page of that address and
// edition (scripts/prerender-web.mjs wrote dist/web/prerender/{en,jp}/<path>.html) to signed-out visitors, so the
// landing pages paint before their JavaScript runs; the plain SPA shell for every other address and to signed-in
// visitors (their header and cart differ from the signed-out first paint, so the app renders afresh).
// Every page is read and compressed once, at start; a prerendered page gets the current promotional banner written
// into it (banner-slot.ts) and is compressed again only when that banner changes.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Banner } from '../../shared/contracts/content';
import type { CurrentBanner } from '../commands/content/current-banner';
import { fillBannerSlots } from './banner-slot';
import { compressBuffer, pickEncoding, varyAcceptEncoding, type Encoding } from './compress';
import { SESSION_COOKIE } from './context';

interface Page {
  raw: Buffer;
  compressed: Record<Encoding, Buffer>;
}

const compressed = (raw: Buffer): Page => ({ raw, compressed: { br: compressBuffer(raw, 'br'), gzip: compressBuffer(raw, 'gzip') } });
const load = (file: string): Page => compressed(fs.readFileSync(file));

type Edition = 'en' | 'jp';

/**
 * A prerendered page and what it became with a banner: the page as built, its banner templates, and the last
 * filling (kept while the banner stays the same, so a page is compressed once per banner change).
 */
interface Prerendered {
  html: string;
  templates: Record<string, string>;
  filled?: { banner: string; page: Page };
}

const withBanner = (p: Prerendered, banner: Banner | null): Page => {
  const key = JSON.stringify(banner);
  if (p.filled?.banner !== key) p.filled = { banner: key, page: compressed(Buffer.from(fillBannerSlots(p.html, p.templates, banner))) };
  return p.filled.page;
};
/** The edition of a request, by its host name as in the browser (src/web/edition.ts): one ending in .jp is Japanese. */
const editionOf = (req: FastifyRequest): Edition => (/\.jp\.?$/i.test(req.hostname) ? 'jp' : 'en');

/** Prerendered pages by edition and address: prerender/en/web/cart.html → en:/web/cart, jp/index.html → jp:/. */
const loadPrerendered = (webDir: string): Map<string, Prerendered> => {
  const pages = new Map<string, Prerendered>();
  for (const edition of ['en', 'jp'] as const) {
    const dir = path.join(webDir, 'prerender', edition);
    if (!fs.existsSync(dir)) continue;
    const templatesFile = path.join(dir, 'banner.json');
    const templates = fs.existsSync(templatesFile) ? (JSON.parse(fs.readFileSync(templatesFile, 'utf8')) as Record<string, string>) : {};
    for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('.html')) continue;
      const address = `/${rel.split(path.sep).join('/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
      pages.set(`${edition}:${address}`, { html: fs.readFileSync(path.join(dir, rel), 'utf8'), templates });
    }
  }
  return pages;
};

/** A handler's sender of the page for a client route (exact path, query ignored). */
export const webPages = (webDir: string, currentBanner: CurrentBanner) => {
  const shell = load(path.join(webDir, 'index.html'));
  const prerendered = loadPrerendered(webDir);
  return async (req: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const signedIn = Boolean(req.cookies[SESSION_COOKIE]);
    const edition = editionOf(req);
    const first = signedIn ? undefined : prerendered.get(`${edition}:${pathname}`);
    const page = first ? withBanner(first, await currentBanner(edition)) : shell;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    varyAcceptEncoding(reply);
    // the page also depends on the session cookie and the host (edition)
    reply.header('vary', `${String(reply.getHeader('vary'))}, Cookie, Host`);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    return encoding ? reply.header('content-encoding', encoding).send(page.compressed[encoding]) : reply.send(page.raw);
  };
};
