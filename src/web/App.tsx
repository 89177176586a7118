import { Center, Loader, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from './routes';
import { SessionProvider } from './session/session';
import { CurrencyProvider } from './shell/currency';
import { DialogHost } from './shell/dialog';
import { theme } from './shell/theme';
import { ToastViewport } from './shell/toast';

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** Shown while the first page's lazy route loads (react-router's HydrateFallback; without one it warns). */
const RouteLoading = () => (
  <Center mih="60vh">
    <Loader size="sm" aria-label="…" />
  </Center>
);
// One pathless root above the route table, so every first page load has the fallback (issue 8 §7). The build-time
// prerender (prerender-entry.tsx) renders the same table.
export const appRoutes: RouteObject[] = [{ HydrateFallback: RouteLoading, children: routes }];

/** The providers around the router, shared by the browser (App) and the build-time prerender. */
export const AppProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <MantineProvider theme={theme}>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CurrencyProvider>{children}</CurrencyProvider>
      </SessionProvider>
    </QueryClientProvider>
    <ToastViewport />
    <DialogHost />
  </MantineProvider>
);

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
/**
 * The app's router. `prerendered`: the page on screen is the build's prerendered HTML, which the app hydrates. The
 * router is then told it was server-rendered (empty hydration data: no route has a loader), so its scroll restoration
 * leaves the first page where the visitor is: without it, the router scrolled to the top as hydration finished,
 * under the pointer of a visitor who had already scrolled down to click a link in the footer.
 */
export const createAppRouter = ({ prerendered = false }: { prerendered?: boolean } = {}): BrowserRouter =>
  createBrowserRouter(appRoutes, prerendered ? { hydrationData: {} } : undefined);

export const App = ({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) => (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);
