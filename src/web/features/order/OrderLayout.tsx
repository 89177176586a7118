// The order pages' frame (issue 3 §1): title and lead, then two columns on desktop — upload, preview and
// parameters on the left, the price column on the right, sticky while the long form scrolls — and one column on
// phones, where the price follows the form and a bar at the bottom of the screen keeps price and Add to cart in reach.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import './styles';

interface OrderLayoutProps {
  title: string;
  lead: string;
  main: ReactNode;
  aside: ReactNode;
  /** The phone's bottom bar (price, build time, Add to cart; see useOrderBar): room is left for it below the form. */
  bar?: ReactNode;
}

const PHONE = '(max-width: 61.99em)';

/**
 * Below Mantine's md breakpoint the price column is no longer beside the form: the phone bar takes over. False on
 * the first render, as in the prerendered page; the switch on a phone is a transition, so the page's re-render with
 * the bar runs in slices between the browser's frames (issue 17: as a plain update it was one 40–70 ms task right
 * after hydration on a phone, most of the PCB page's blocking time).
 */
export const useOrderBar = (): boolean => {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE);
    const update = () => startTransition(() => setPhone(query.matches));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
};

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
