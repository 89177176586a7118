import { Center, Loader, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { SessionProvider } from './session/session';
import { CurrencyProvider } from './shell/currency';
import { DialogHost } from './shell/dialog';
import { theme } from './shell/theme';
import { ToastViewport } from './shell/toast';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
/** Shown while the first page's lazy route loads (react-router's HydrateFallback; without one it warns). */
const RouteLoading = () => (
  <Center mih="60vh">
    <Loader size="sm" aria-label="…" />
  </Center>
);
// One pathless root above the route table, so every first page load has the fallback (issue 8 §7).
const router = createBrowserRouter([{ HydrateFallback: RouteLoading, children: routes }]);

export const App = () => (
  <MantineProvider theme={theme}>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </SessionProvider>
    </QueryClientProvider>
    <ToastViewport />
    <DialogHost />
  </MantineProvider>
);
