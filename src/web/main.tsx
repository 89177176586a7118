import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import './shell/styles';
import { initI18n, loadPageCatalogs } from './i18n/index';
import { edition } from './edition';
import { App, appRoutes, createAppRouter, createQueryClient } from './App';
import { LiveMark, noteServedParts } from './shell/live';

noteServedParts();
initI18n();
void loadPageCatalogs(); // start at once, in parallel with the first page's code
document.documentElement.lang = edition === 'jp' ? 'ja' : 'en';

/**
 * Loads the lazy routes the current address matches (and with them the page catalogs, routes.tsx) and puts what
 * they return on the route objects, so the router starts initialised and renders the page at once: hydration then
 * meets the same markup the prerender wrote, instead of the loading fallback.
 */
const resolveLazyMatches = async (table: RouteObject[]): Promise<void> => {
  for (const { route } of matchRoutes(table, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    delete route.lazy;
    Object.assign(route, loaded);
  }
};

/**
 * Lets the browser handle input and paint before the next step. The steps of starting the app (the translations, the
 * route table's matching, the router) were one task of 100–150 ms on a phone: any task over 50 ms blocks a tap.
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const start = async () => {
  const root = document.getElementById('root') as HTMLElement;
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
      <LiveMark part="app" />
    </StrictMode>
  );
  // The server sends a build-time prerendered page (scripts/prerender-web.mjs) to signed-out visitors on the
  // landing pages, the plain shell otherwise. A failure to load the page's code falls back to rendering afresh.
  if (root.firstElementChild) {
    try {
      await yieldToBrowser();
      await Promise.all([resolveLazyMatches(appRoutes), loadPageCatalogs()]);
      await yieldToBrowser();
      const router = createAppRouter({ prerendered: true });
      await yieldToBrowser();
      // As a transition, hydration yields to the browser every few milliseconds instead of running as one long
      // task: the page is already painted, and a phone's main thread stays freer for the visitor's first tap.
      startTransition(() => {
        hydrateRoot(root, app(router), {
          // React re-renders on the client when the markup differs: the visitor sees the same page, so say it quietly
          onRecoverableError: (error) => console.warn('prerendered page re-rendered on the client:', error),
        });
      });
      return;
    } catch {
      root.replaceChildren();
    }
  }
  createRoot(root).render(app(createAppRouter()));
};
void start();
