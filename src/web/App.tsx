import { MantineProvider } from '@mantine/core';
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
const router = createBrowserRouter(routes);

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
