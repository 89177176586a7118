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
const sources = (file: string): string[] => {
  const map = join(ASSETS, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};

/** The chunk holding a page module (vite-chunks.ts groups them, so found through the source maps). */
const chunkOf = (module: string) => {
  const found = readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .find((f) => sources(f).some((s) => s.endsWith(`/src/web/${module}`)));
  if (!found) throw new Error(`no chunk holds ${module} in dist/web/assets`);
  return found;
};

// The order forms' rules and option tables and the cart contract; the zod-free e-mail rule and the
// message-only *-messages.ts modules may load (the newsletter box and the catalogs use them).
const ORDER_RULES = /src\/shared\/(params\/|rules\/(pcb|pcba|stencil|cnc|cable|kitting|odm-light)\.ts$|contracts\/cart\.ts$)/;

describe.skipIf(!built)('first paint of the home page (built dist/web; run `npm run build` first)', () => {
  const entry = () => {
    const src = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
    if (!src) throw new Error('no entry script in dist/web/index.html');
    return src;
  };
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

  it('finds zod where forms need it (the check above sees through the source maps)', () => {
    const everything = closure([chunkOf('features/order/QuickTurnPcbPage.tsx')]);
    expect([...everything].some((f) => sources(f).some((s) => s.includes('node_modules/zod/')))).toBe(true);
  });
});
