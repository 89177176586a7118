// The framed column the sign-in, register and password pages share inside the login layout.
import type { ReactNode } from 'react';
import { Container, Paper, Stack, Title } from '@mantine/core';

export const AuthCard = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <Container size={460} px="md" py="xl" w="100%">
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  </Container>
);
