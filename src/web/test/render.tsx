// Renders a component inside the app's providers (Mantine, react-query, session, a memory router).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from '../session/session';
import { theme } from '../shell/theme';

export const renderWithApp = (ui: ReactElement, { path = '/', routes }: { path?: string; routes?: RouteObject[] } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
};
