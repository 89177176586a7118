// Guards issue 17's prerender in the last `npm run build`: every landing page (scripts/prerender-web.mjs) was
// written for both editions with its hero in the edition's language inside #root, so a signed-out visitor's
// browser paints the page from the HTML, in the edition's language (the headings as the catalogs carry them). Skipped when dist/web has not been built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cart as enCart } from './i18n/en/cart';
import { order as enOrder } from './i18n/en/order';
import { shell as enShell } from './i18n/en/shell';
import { cart as jaCart } from './i18n/ja/cart';
import { order as jaOrder } from './i18n/ja/order';
import { shell as jaShell } from './i18n/ja/shell';

const DIST = join(__dirname, '../../dist/web');
const built = existsSync(join(DIST, 'index.html'));
const page = (edition: 'en' | 'jp', file: string) => readFileSync(join(DIST, 'prerender', edition, file), 'utf8');
/** The markup inside <div id="root">…</div> (the last </div> before the entry script closes it). */
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
const text = (html: string) => root(html).replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe.skipIf(!built)('prerendered landing pages (built dist/web; run `npm run build` first)', () => {
  it.each([
    ['en', 'fusion.html', enShell.home.hero.title, enShell.home.hero.title, 'en'],
    ['en', 'fusion_pcb.html', enOrder.pages.quick.title, jaOrder.pages.quick.title, 'en'],
    ['en', 'web/cart.html', enCart.title, jaCart.title, 'en'],
    ['jp', 'index.html', jaShell.home.japanHero.title, enShell.home.hero.title, 'ja'],
    ['jp', 'fusion.html', jaShell.home.hero.title, enShell.home.hero.title, 'ja'],
    ['jp', 'fusion_pcb.html', jaOrder.pages.quick.title, enOrder.pages.quick.title, 'ja'],
    ['jp', 'web/cart.html', jaCart.title, enCart.title, 'ja'],
  ] as const)('%s %s paints its heading in its language', (edition, file, heading, otherLanguage, lang) => {
    const html = page(edition, file);
    expect(text(html)).toContain(heading);
    if (otherLanguage !== heading) expect(text(html)).not.toContain(otherLanguage);
    expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
  });

  it('links the stylesheets of the page chunks (nothing restyles when the code arrives) and fetches no script before the paint', () => {
    const html = page('en', 'fusion_pcb.html');
    // the chunk holding the page's module (its own, or the group vite-chunks.ts put it in), found by its source map
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const holder = Object.values(manifest).find((c) => {
      const map = join(DIST, `${c.file}.map`);
      return c.file.endsWith('.js') && existsSync(map) && (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.some((x) => x.endsWith('features/order/QuickTurnPcbPage.tsx'));
    });
    expect(holder, 'a chunk holds QuickTurnPcbPage.tsx').toBeDefined();
    // the page's code is fetched by boot.js after the first paint, with the app's entry and the shell's chunks
    const boot = /<script defer src="\/boot\.js" data-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(html);
    expect(boot, 'boot.js starts the app').not.toBeNull();
    const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
    const [, entry = '', preload = ''] = boot ?? [];
    expect(shell).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    expect(preload.split(' ')).toContain(`/${holder!.file}`);
    for (const m of shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)) expect(preload.split(' ')).toContain(m[1]);
    expect(holder!.css?.length, 'the page chunk has styles of its own').toBeGreaterThan(0);
    for (const css of holder!.css ?? []) expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${css}">`);
    // each file once, and no script fetched before the paint (no module script, no modulepreload)
    const links = html.match(/<link [^>]*href="[^"]+"/g) ?? [];
    expect(new Set(links).size).toBe(links.length);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
  });

  it('leaves the shell itself empty for every other address', () => {
    expect(readFileSync(join(DIST, 'index.html'), 'utf8')).toContain('<div id="root"></div>');
  });
});
