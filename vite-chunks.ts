// How the web build groups modules into chunks (issue 17). Left alone, Rolldown makes one chunk per set of pages
// sharing a module (~260 chunks), so a first visit fetched 70–100 small files, each a round trip on a slow phone
// link before the page could paint. Groups instead (8–9 files for the landing pages):
// - `app`: everything main.tsx imports statically (React, the router, Mantine's base, i18next, the session);
// - `shell`: everything the shop layout imports statically (header, footer, menus), which every shop page needs;
// - what the landing pages (home, the PCB form, the cart) import statically, by the set of them that share it
//   (`home`, `pcb_cart`, ...), so the home page loads none of the forms' code (zod, dialogs);
// - what both edition catalogs import (`catalogs`); each catalog (src/web/i18n/pages-en|ja.ts) stays its own chunk.
// Everything else (other pages, lazy widgets) keeps Rolldown's automatic splitting, and every page stays lazy.
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...a: never[]) => unknown>;
type Ctx = Parameters<NameFunction>[1];

const page = (file: string) => resolve(import.meta.dirname, 'src/web', file);
/**
 * The pages visitors land on (issue 17's Lighthouse pages), each name with the page modules it stands for. The
 * code they import statically is grouped by which of them share it, so a landing page needs a handful of files.
 */
const LANDING: Record<string, string[]> = {
  shell: [page('shell/layouts/ShopLayout.tsx')],
  home: [page('features/home/HomePage.tsx'), page('features/home/JapanHomePage.tsx')],
  pcb: [page('features/order/QuickTurnPcbPage.tsx')],
  cart: [page('features/cart/CartPage.tsx')],
};
/**
 * The edition catalogs quote message modules the pages import too. Those stay out of the page groups (else the
 * catalog, loaded on every page, would import a page group): what both catalogs import is one `catalogs` chunk,
 * what one imports stays with it (the English edition never loads the Japanese texts).
 */
const CATALOGS = { en: page('i18n/pages-en.ts'), ja: page('i18n/pages-ja.ts') };

// Mantine's index re-exports every component, so following it would put all of Mantine in the shell. Through it,
// follow only the components the importing file names: `import { Menu, Text } from '@mantine/core'`.
const MANTINE_INDEX = /\/node_modules\/@mantine\/core\/esm\/index\.mjs$/;
const namedMantineImports = (code: string): string[] =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '').filter((n) => /^[A-Z]/.test(n)),
  );

/** The modules a root reaches through static imports (its dynamic `import()`s stay separate chunks). */
const staticClosure = (ctx: Ctx, root: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) {
      if (!MANTINE_INDEX.test(dep)) visit(dep);
      else for (const name of namedMantineImports(info?.code ?? '')) {
        const component = dep.replace(/index\.mjs$/, `components/${name}/${name}.mjs`);
        if (ctx.getModuleInfo(component)) visit(component);
      }
    }
  };
  visit(root);
  return seen;
};

/** The chunk name of a module the landing pages import: the shell's, or the names of the pages sharing it. */
const landingName = (): NameFunction => {
  let closures: [string, Set<string>][] | undefined; // once per build, on the first module asked about
  let catalogs: { en: Set<string>; ja: Set<string> } | undefined;
  const closure = (ctx: Ctx, roots: string[]) => new Set(roots.flatMap((r) => [...staticClosure(ctx, r)]));
  return (id, ctx) => {
    closures ??= Object.entries(LANDING).map(([name, roots]) => [name, closure(ctx, roots)]);
    catalogs ??= { en: staticClosure(ctx, CATALOGS.en), ja: staticClosure(ctx, CATALOGS.ja) };
    if (catalogs.en.has(id) || catalogs.ja.has(id)) return catalogs.en.has(id) && catalogs.ja.has(id) ? 'catalogs' : null;
    if (closures[0]?.[1].has(id)) return 'shell'; // every shop page loads the layout: no need to split it further
    const sharing = closures.filter(([, c]) => c.has(id)).map(([name]) => name);
    return sharing.length ? sharing.join('+') : null;
  };
};

export const codeSplitting = (): CodeSplitting => ({
  groups: [
    { name: 'app', tags: ['$initial'], priority: 30 },
    { name: landingName(), debugName: 'landing pages', priority: 20, includeDependenciesRecursively: false },
  ],
});

/**
 * `<link rel="modulepreload">` for the chunks every shop page needs after the entry (the shell and what both
 * catalogs share), so the browser fetches them while it still downloads and runs the entry, instead of one round
 * trip later when the router asks for the layout. The page's own group and the edition's catalog depend on the
 * address and host, which the one index.html does not know.
 */
export const preloadShell = (): Plugin => ({
  name: 'fusion:preload-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) =>
      Object.values(ctx.bundle ?? {})
        .filter((c) => c.type === 'chunk' && (c.name === 'shell' || c.name === 'catalogs'))
        .map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` }, injectTo: 'head' as const })),
  },
});
