// Build-time prerender (issue 17): writes the signed-out first paint of the landing pages into copies of the SPA
// shell, dist/web/prerender/{en,jp}/<path>.html, which the server sends to signed-out visitors (src/server/app.ts,
// web-pages.ts). Runs after `vite build` (the client) and before precompress-web.mjs (so the pages get .br/.gz):
//   1. `vite build --ssr prerender-entry.tsx` bundles the app for Node into dist/prerender-ssr;
//   2. one child process per edition renders its pages (the edition is read once, when the app's modules load);
//   3. each page's HTML is the shell with the markup in #root and the stylesheets of its lazy chunks linked, so it
//      paints styled with no script; the app's module script and every <link rel="modulepreload"> give way to
//      src/web/public/boot.js, which fetches the app and the page's chunks after the first paint (fetched before
//      it, they shared a phone's link with the stylesheet and held the paint back);
//   4. the promotional banner is content staff change at any time, so the page carries two slots the server fills
//      when it sends the page (src/server/http/banner-slot.ts): BANNER_SLOT where the strip goes, found by
//      rendering the page without and with a banner, and BANNER_DATA_SLOT in <head> for the banner's data; the strip's
//      markup in each of its shapes goes to prerender/<edition>/banner.json, with placeholders for the values.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = 'dist/web';
const SSR = 'dist/prerender-ssr';

/** The pages, per edition, with the source modules of their lazy routes (layout then page, from routes.tsx). */
export const PAGES = {
  en: [
    { path: '/fusion', modules: ['shell/layouts/ShopLayout.tsx', 'features/home/HomePage.tsx'] },
    { path: '/fusion_pcb', modules: ['shell/layouts/ShopLayout.tsx', 'features/order/QuickTurnPcbPage.tsx'] },
    { path: '/web/cart', modules: ['shell/layouts/ShopLayout.tsx', 'features/cart/CartPage.tsx'] },
  ],
  jp: [
    { path: '/', modules: ['shell/layouts/ShopLayout.tsx', 'features/home/JapanHomePage.tsx'] },
    { path: '/fusion', modules: ['shell/layouts/ShopLayout.tsx', 'features/home/HomePage.tsx'] },
    { path: '/fusion_pcb', modules: ['shell/layouts/ShopLayout.tsx', 'features/order/QuickTurnPcbPage.tsx'] },
    { path: '/web/cart', modules: ['shell/layouts/ShopLayout.tsx', 'features/cart/CartPage.tsx'] },
  ],
};

/** Where a page's HTML goes: '/' → index.html, '/web/cart' → web/cart.html. */
export const pageFile = (edition, p) => path.join(WEB, 'prerender', edition, `${p === '/' ? 'index' : p.replace(/^\//, '')}.html`);

/** The manifest key of the chunk holding a source module: its own key when it is a chunk of its own, else the group
 *  chunk (vite-chunks.ts puts the shop layout and the landing pages into named groups) whose source map lists it. */
const chunkKeyOf = (manifest, module) => {
  if (manifest[module]) return module;
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = path.join(WEB, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !fs.existsSync(map)) continue;
    const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
    if (sources.some((s) => s.endsWith(`src/web/${module}`))) return key;
  }
  throw new Error(`prerender: ${module} is in no chunk of the client build's manifest`);
};

/** The CSS files and the JS chunks (statically imported, transitively) of the given source modules. */
const chunkAssets = (manifest, modules) => {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const m of modules) visit(m === 'index.html' ? m : chunkKeyOf(manifest, m));
  return { css: [...css], js: [...js] };
};

/**
 * Where a banner's markup goes in a page: the page is rendered without and with a banner, and the two must differ
 * by one inserted run of markup (the strip), which proves the place and yields the strip's markup.
 */
const insertion = (without, rendered) => {
  // React hoists a preload of the strip's picture to the top; the picture's own <img> already asks for it early
  const withBanner = rendered.replace(/<link rel="preload" as="image" href="fusionbannerimage"\/>/, '');
  // the strip is the page's first <aside> (it sits above the header)
  const at = withBanner.indexOf('<aside');
  const inserted = withBanner.slice(at, at + withBanner.length - without.length);
  if (at < 0 || withBanner.slice(0, at) + withBanner.slice(at + inserted.length) !== without) {
    throw new Error('prerender: the page with a banner is not the page without it plus the strip');
  }
  return { at, inserted };
};

/** The shell's <link rel="modulepreload"> tags (the path captured): a prerendered page lists them for boot.js instead. */
const MODULEPRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

const renderEdition = async (edition) => {
  globalThis.__FUSION_EDITION__ = edition;
  const { render, BANNER_SHAPES, BANNER_SLOT, BANNER_DATA_SLOT, placeholderBanner } = await import(pathToFileURL(path.resolve(SSR, 'prerender-entry.js')).href);
  const shell = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8'));
  const entry = chunkAssets(manifest, ['index.html']);
  // the app's module script and the shell's preloads: boot.js (src/web/public) starts them after the first paint
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entryScript = ENTRY.exec(shell)?.[1];
  if (!entryScript) throw new Error('prerender: no module script in the shell');
  const shellPreloads = [...shell.matchAll(MODULEPRELOAD)].map((m) => m[1].replace(/^\//, ''));
  const catalog = `i18n/pages-${edition === 'jp' ? 'ja' : 'en'}.ts`;
  let templates;
  for (const page of PAGES[edition]) {
    const markup = await render(page.path);
    // the strip's place, and (from the first page) its markup in every shape, placeholders for the values
    const slot = insertion(markup, await render(page.path, placeholderBanner(BANNER_SHAPES[0]))).at;
    if (!templates) {
      templates = {};
      for (const shape of BANNER_SHAPES) templates[shape] = insertion(markup, await render(page.path, placeholderBanner(shape))).inserted;
      fs.mkdirSync(path.join(WEB, 'prerender', edition), { recursive: true });
      fs.writeFileSync(path.join(WEB, 'prerender', edition, 'banner.json'), JSON.stringify(templates));
    }
    const withSlot = `${markup.slice(0, slot)}${BANNER_SLOT}${markup.slice(slot)}`;
    const { css, js } = chunkAssets(manifest, [...page.modules, catalog]);
    const stylesheets = css
      .filter((f) => !entry.css.includes(f) && !shell.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
    // the entry's own imports first (the entry asks for them at once), then the shell's and the page's chunks
    const preload = [...new Set([...entry.js, ...shellPreloads, ...js])].map((f) => `/${f}`).filter((f) => f !== entryScript);
    const boot = `<script defer src="/boot.js" data-entry="${entryScript}" data-preload="${preload.join(' ')}"></script>`;
    const html = shell
      .replace(MODULEPRELOAD, '')
      .replace(ENTRY, boot)
      .replace('<html lang="en">', `<html lang="${edition === 'jp' ? 'ja' : 'en'}" data-mantine-color-scheme="light">`)
      .replace('</head>', `  ${[...stylesheets, BANNER_DATA_SLOT].join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${withSlot}</div>`);
    if (!html.includes(withSlot)) throw new Error('prerender: no <div id="root"></div> in the shell');
    const file = pageFile(edition, page.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerendered ${edition} ${page.path} → ${file} (${(html.length / 1024).toFixed(0)} KB)`);
  }
  // the app keeps timers (query client, i18n) alive: the child ends here
  process.exit(0);
};

const edition = process.argv[2];
if (edition === 'en' || edition === 'jp') {
  await renderEdition(edition);
} else {
  execFileSync('npx', ['vite', 'build', '--ssr', 'prerender-entry.tsx', '--outDir', '../../dist/prerender-ssr', '--logLevel', 'warn'], { stdio: 'inherit' });
  fs.rmSync(path.join(WEB, 'prerender'), { recursive: true, force: true });
  for (const e of ['en', 'jp']) execFileSync(process.execPath, [process.argv[1], e], { stdio: 'inherit' });
}
