// A page that has nothing to show (unknown path, a print view of an order that is not there, a payment page
// without its order) still keeps the shop's header and footer and offers a way on (issue 8 §7): home, and the
// customer's orders where that is where they came from.
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath, useEdition } from './edition-context';
import { ShopChrome } from './layouts/ShopChrome';

interface DeadEndProps {
  title: string;
  text: string;
  /** Also offer the order history (print views, payment pages). */
  toOrders?: boolean;
  /** The big '404' above the title (unknown paths). */
  code?: string;
}

export const DeadEndContent = ({ title, text, toOrders, code }: DeadEndProps) => {
  const { t } = useTranslation('shell');
  const edition = useEdition();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" data-testid="dead-end">
        {code && (
          <Text fz={64} fw={800} c="gray.4" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" gap="sm">
          {toOrders && (
            <Button component={Link} to="/web/user/order/all" variant="light">
              {t('crumbs.orderHistory')}
            </Button>
          )}
          <Button component={Link} to={homePath(edition)}>
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};

/** For standalone routes (print views, payment pages), which have no shop chrome of their own. */
export const DeadEnd = (props: DeadEndProps) => (
  <ShopChrome>
    <DeadEndContent {...props} />
  </ShopChrome>
);
