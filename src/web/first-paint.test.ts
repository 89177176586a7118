// Guards issue 17's first paint against regressions in the last `npm run build`: the home page's code (the
// entry, the storefront layout and the home route, with everything they import statically) must carry neither
// zod nor the order/cart rules, which only forms need. A page that pulls them in again makes every visitor
// download and evaluate ~100 KB more before the first paint. Skipped when dist/web has not been built.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(__dirname, '../../dist/web');
const ASSETS = join(DIST, 'assets');
const built = existsSync(join(DIST, 'index.html'));

/** Chunks a chunk imports statically (`import … from "./x.js"`), not its lazy `import("./y.js")`. */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] ?? '');

const closure = (roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(readFileSync(join(ASSETS, file), 'utf8')).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};

/** The source files a chunk was built from, from its source map. */
const sourceCache = new Map<string, string[]>(); // the maps are large: read each once per run
const sources = (file: string): string[] => {
  const map = join(ASSETS, `${file}.map`);
  if (!sourceCache.has(file)) sourceCache.set(file, existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []);
  return sourceCache.get(file) ?? [];
};

/** The chunk holding a page module (vite-chunks.ts groups them, so found through the source maps). */
const chunkOf = (module: string) => {
  const found = readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .find((f) => sources(f).some((s) => s.endsWith(`/src/web/${module}`)));
  if (!found) throw new Error(`no chunk holds ${module} in dist/web/assets`);
  return found;
};

const entry = () => {
  const src = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
  if (!src) throw new Error('no entry script in dist/web/index.html');
  return src;
};

// The order forms' rules and option tables and the cart contract; the zod-free e-mail rule and the
// message-only *-messages.ts modules may load (the newsletter box and the catalogs use them).
const ORDER_RULES = /src\/shared\/(params\/|rules\/(pcb|pcba|stencil|cnc|cable|kitting|odm-light)\.ts$|contracts\/cart\.ts$)/;

describe.skipIf(!built)('first paint of the home page (built dist/web; run `npm run build` first)', () => {
  const firstPaint = () => closure([entry(), ...['shell/layouts/ShopLayout.tsx', 'features/home/HomePage.tsx', 'features/home/JapanHomePage.tsx'].map(chunkOf)]);

  it('loads no zod', () => {
    const withZod = [...firstPaint()].filter((f) => sources(f).some((s) => s.includes('node_modules/zod/')));
    expect(withZod).toEqual([]);
  });

  it('loads no order or cart rules', () => {
    const withRules = [...firstPaint()].filter((f) =>
      sources(f).some((s) => ORDER_RULES.test(s)),
    );
    expect(withRules).toEqual([]);
  });

  it('loads no dialog, drawer or scroll-area code (the header opens those on demand)', () => {
    const overlay = /@mantine\/core\/esm\/components\/(Modal|ModalBase|Drawer|ScrollArea|NavLink)\//;
    const withOverlays = [...firstPaint()].filter((f) => sources(f).some((s) => overlay.test(s)));
    expect(withOverlays).toEqual([]);
  });

  it('loads no zod on the cart either (its cancel reasons and item statuses come from zod-free modules)', () => {
    const cart = closure([entry(), ...['shell/layouts/ShopLayout.tsx', 'features/cart/CartPage.tsx'].map(chunkOf)]);
    expect([...cart].filter((f) => sources(f).some((s) => s.includes('node_modules/zod/')))).toEqual([]);
  });

  it('finds zod where forms need it (the check above sees through the source maps)', () => {
    const everything = closure([chunkOf('features/order/QuickTurnPcbPage.tsx')]);
    expect([...everything].some((f) => sources(f).some((s) => s.includes('node_modules/zod/')))).toBe(true);
  });
});

// Issue 17's Lighthouse pages: what each loads before it can paint (the entry, the shop layout, the page and the
// edition's catalog, with their static imports). Each file is a round trip on Lighthouse's slow 4G.
const LANDING_PAGES: [string, string, 'en' | 'ja'][] = [
  ['/fusion', 'features/home/HomePage.tsx', 'en'],
  ['/fusion_pcb', 'features/order/QuickTurnPcbPage.tsx', 'en'],
  ['/web/cart', 'features/cart/CartPage.tsx', 'en'],
  ['the Japanese home', 'features/home/JapanHomePage.tsx', 'ja'],
];
const landingFiles = (page: string, lang: 'en' | 'ja') =>
  closure([entry(), ...['shell/layouts/ShopLayout.tsx', page, `i18n/pages-${lang}.ts`].map(chunkOf)]);

describe.skipIf(!built)('first paint of the landing pages (built dist/web; vite-chunks.ts)', () => {
  it.each(LANDING_PAGES)('%s loads at most 10 script files', (_path, page, lang) => {
    expect(landingFiles(page, lang).size).toBeLessThanOrEqual(10);
  });

  it.each(LANDING_PAGES)("%s loads only its edition's texts", (_path, page, lang) => {
    const other = lang === 'en' ? /src\/web\/i18n\/(ja\/|pages-ja)/ : /src\/web\/i18n\/(en\/|pages-en)/;
    const withOther = [...landingFiles(page, lang)].filter((f) => sources(f).some((s) => other.test(s)));
    expect(withOther).toEqual([]);
  });

  it.each(LANDING_PAGES.slice(1, 3))('%s paints without the dialog code (AppModal loads it on demand)', (_path, page, lang) => {
    const modal = /@mantine\/core\/esm\/components\/(Modal|ModalBase)\//;
    const withModal = [...landingFiles(page, lang)].filter((f) => sources(f).some((s) => modal.test(s)));
    expect(withModal).toEqual([]);
  });
});
