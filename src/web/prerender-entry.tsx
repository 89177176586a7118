// The build-time prerender's entry (issue 17): renders one address of the signed-out storefront to HTML with the
// same route table and providers as the browser (App.tsx), so the landing pages paint from the HTML instead of
// after the whole JavaScript graph. Built with `vite build --ssr` and run by scripts/prerender-web.mjs, one
// process per edition (edition.ts reads globalThis.__FUSION_EDITION__ once, when the app's modules load).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Banner } from '../shared/contracts/content';
import { AppProviders, appRoutes, createQueryClient } from './App';
import { edition } from './edition';
import { loadPageCatalogs } from './i18n/index';

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
};

/**
 * The markup inside #root for `path` (an address without query), as a signed-out visitor first sees it. With a
 * `banner`, the promotional strip shows it (as if its answer had arrived): the build renders each page with and
 * without one to find where the server writes the current banner, and in which markup (scripts/prerender-web.mjs).
 */
export const render = async (path: string, banner?: Banner): Promise<string> => {
  await loadPageCatalogs();
  const handler = createStaticHandler(appRoutes);
  // query() loads the matched lazy routes (the layout and the page) before rendering
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path}: the route answered a redirect (${context.status}), nothing to prerender`);
  if (context.statusCode !== 200) throw new Error(`${path}: status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // a fresh client per page: nothing fetched (no server answers at build time), every query pending as on arrival
  const queryClient = createQueryClient();
  if (banner) queryClient.setQueryData(['banner', edition, null], banner); // PromoBanner's key before the setting answers
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every Suspense boundary written in place: React otherwise moves a large one's markup to the end of the page and
    // puts it back with an inline script, which the shop's Content-Security-Policy (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
};

// the banner shapes, their placeholders and slots, for the build script (plain Node, it cannot import TypeScript)
export { BANNER_DATA_SLOT, BANNER_SHAPES, BANNER_SLOT, placeholderBanner } from '../shared/content/banner';
