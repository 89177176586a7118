// The cart's summary: how many items are selected, their total, Checkout (disabled with the reason when the
// selection cannot be checked out) and the proforma invoice of the selection (a print view in a new tab).
import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shell/currency';
import { idsParam } from './cart-items';

interface Props {
  selected: number[];
  total: bigint;
  block: string | null;
}

export const CartSummary = ({ selected, total, block }: Props) => {
  const { t } = useTranslation('cart');
  const { format } = useCurrency();
  const ids = idsParam(selected);
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label={t('summary.title')} pos="sticky" top={80}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('summary.title')}
        </Title>
        <Text size="sm">{t('summary.selected', { count: selected.length })}</Text>
        <Divider />
        <Group justify="space-between">
          <Text>{t('summary.total')}</Text>
          <Text fw={700} fz="xl" data-testid="selected-total">
            {format(total)}
          </Text>
        </Group>
        {block ? (
          <>
            <Button disabled fullWidth size="md" aria-describedby="checkout-block">
              {t('summary.checkout')}
            </Button>
            <Text id="checkout-block" size="sm" c="dimmed">
              {t(block as 'summary.unconfirmed')}
            </Text>
          </>
        ) : (
          <Button component={Link} to={`/web/checkout?ids=${ids}`} fullWidth size="md">
            {t('summary.checkout')}
          </Button>
        )}
        {selected.length > 0 && !block && (
          <Anchor component={Link} to={`/web/invoice?ids=${ids}`} target="_blank" size="sm" ta="center">
            {t('summary.proforma')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
};
