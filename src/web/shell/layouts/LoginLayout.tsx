// The minimal layout of the login, register and password pages (spec platform §2): the logo linking back to
// the site, and the page centred below it.
import { Box, Center, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../header/Logo';

export default function LoginLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="xl" py="md">
        <Box component="header">
          <Logo />
        </Box>
      </Container>
      <Center component="main" px="md" pb="xl">
        <Box w="100%" maw={480}>
          <Outlet />
        </Box>
      </Center>
      <ScrollRestoration />
    </Box>
  );
}
