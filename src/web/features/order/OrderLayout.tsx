// The order pages' frame (issue 3 §1): title and lead, then two columns on desktop — upload, preview and
// parameters on the left, the price column on the right, sticky while the long form scrolls — and one column on
// phones, where the price follows the form and a bar at the bottom of the screen keeps price and Add to cart in reach.
import type { ReactNode } from 'react';
import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import './styles';

interface OrderLayoutProps {
  title: string;
  lead: string;
  main: ReactNode;
  aside: ReactNode;
  /** The phone's bottom bar (price, build time, Add to cart; see useOrderBar): room is left for it below the form. */
  bar?: ReactNode;
}

/** Below Mantine's md breakpoint the price column is no longer beside the form: the phone bar takes over. */
export const useOrderBar = (): boolean => useMediaQuery('(max-width: 61.99em)') ?? false;

export const OrderLayout = ({ title, lead, main, aside, bar }: OrderLayoutProps) => (
  <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }} pb={bar ? { base: 96, md: 'lg' } : 'lg'}>
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
    {bar}
  </Container>
);
