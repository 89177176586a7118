// The cart page /web/cart (spec platform §2). For now it lists the cart dashboard (the header panel's data)
// with the empty-cart message; the full cart (quotation states, select all, checkout) comes with the cart area.
import { Anchor, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPathFor } from '../../session/redirect';
import { useSession } from '../../session/session';
import { useCurrency } from '../../shell/currency';
import { centsOf } from '../../shell/header/CartPanel';
import { homePath, useEdition } from '../../shell/edition-context';
import { useCartDashboard } from '../../shell/queries';

export default function CartPage() {
  const { t } = useTranslation('shell');
  const { user, loading } = useSession();
  const { format } = useCurrency();
  const edition = useEdition();
  const location = useLocation();
  const dashboard = useCartDashboard(user !== null);
  const items = dashboard.data?.details ?? [];

  let body: React.ReactNode;
  if (loading || (user && dashboard.isPending)) {
    body = <Loader aria-label={t('cartPanel.loading')} />;
  } else if (!user) {
    body = (
      <Stack align="flex-start">
        <Text>{t('cartPage.signInFirst')}</Text>
        <Button component={Link} to={loginPathFor(location.pathname + location.search)}>
          {t('header.signIn')}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="flex-start">
        <Text>{t('cartPanel.empty')}</Text>
        <Anchor component={Link} to={homePath(edition)}>
          {t('cartPage.continue')}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Paper withBorder>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cartPage.product')}</Table.Th>
                <Table.Th ta="right">{t('cartPage.quantity')}</Table.Th>
                <Table.Th ta="right">{t('cartPage.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.cart_id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {item.product_thumb && <img src={item.product_thumb} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />}
                      <Text size="sm">{item.product_name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{format(centsOf(item.price))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" p="md" gap="md">
          <Text>{t('cartPanel.total')}</Text>
          <Text fw={700} fz="lg">
            {format(centsOf(dashboard.data?.price_total ?? '0'))}
          </Text>
        </Group>
      </Paper>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('cartPage.title')}
      </Title>
      {body}
    </Container>
  );
}
