// The standalone frame of the checkout and payment pages (spec platform §2 "standalone routes"): the logo and
// the page, without the shop's navigation, so nothing distracts from paying.
import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { Logo } from '../../shell/header/Logo';

export const PayChrome = ({ children, size = 'md' }: { children: ReactNode; size?: string }) => (
  <Box mih="100vh" bg="gray.0">
    <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size={size}>
        <Logo />
      </Container>
    </Box>
    <Container component="main" size={size} py="xl">
      {children}
    </Container>
  </Box>
);
