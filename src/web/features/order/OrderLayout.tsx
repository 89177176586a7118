// The order pages' frame (issue 3 §1): title and lead, then two columns on desktop — upload, preview and
// parameters on the left, the price column on the right, sticky while the long form scrolls — and one column on
// phones, where the price follows the form.
import type { ReactNode } from 'react';
import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import './styles';

interface OrderLayoutProps {
  title: string;
  lead: string;
  main: ReactNode;
  aside: ReactNode;
}

export const OrderLayout = ({ title, lead, main, aside }: OrderLayoutProps) => (
  <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed">{lead}</Text>
    </Stack>
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Box style={{ position: 'sticky', top: 16 }}>{aside}</Box>
      </Grid.Col>
    </Grid>
  </Container>
);
