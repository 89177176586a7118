// What every storefront page shares: promotional banner, header, main content, footer (hidden on phones),
// back-to-top button, the support chat (lazily, after 1 s) and the maintenance notice. ShopLayout and UserLayout both render it.
import { Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { ScrollRestoration } from 'react-router';
import { BackToTop } from '../BackToTop';
import { ChatLauncher } from '../ChatLauncher';
import { MaintenanceNotice } from '../MaintenanceNotice';
import { PromoBanner } from '../banner/PromoBanner';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { LiveMark } from '../live';

export const ShopChrome = ({ children }: { children: ReactNode }) => (
  <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
    <PromoBanner />
    <Header />
    <Box component="main" id="main" style={{ flex: 1 }}>
      {children}
    </Box>
    {/* Its own Suspense boundary, which nothing suspends: on a prerendered page React hydrates the footer (hidden on
        phones, the page's biggest part after the form) in a pass of its own after the rest, not in the same long task.
        Only the footer: it depends on nothing that arrives later, which would change it before it is hydrated. */}
    <Suspense fallback={null}>
      <Footer />
      <LiveMark part="footer" />
    </Suspense>
    <BackToTop />
    <ChatLauncher />
    <MaintenanceNotice />
    <ScrollRestoration />
  </Box>
);
