// On a phone the price column follows a form several screens long: this bar stays at the bottom of the screen
// with the price, the build time and Add to cart (issue 8 §7), so the customer never scrolls to find them.
// Desktop keeps the sticky price column instead (OrderLayout shows the bar below the md breakpoint only).
import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shell/currency';
import type { Quote } from './useQuote';

interface PhoneOrderBarProps {
  quote: Quote;
  manualQuote: boolean;
  blocked: boolean;
  /** The add-to-cart button. */
  children: ReactNode;
}

export const PhoneOrderBar = ({ quote, manualQuote, blocked, children }: PhoneOrderBarProps) => {
  const { t } = useTranslation('order');
  const { format } = useCurrency();
  const view = quote.view;
  let price: ReactNode;
  if (manualQuote) price = <Text size="sm" fw={600}>{t('price.manualQuoteShort')}</Text>;
  else if (blocked) price = <Text size="xs" c="red.7">{t('price.fixShort')}</Text>;
  else if (!view) price = <Text size="sm" c="dimmed">{t('price.updating')}</Text>;
  else price = <Text fw={700} fz="lg" data-testid="bar-total">{format(view.total)}</Text>;
  return (
    <Paper
      component="section"
      aria-label={t('price.barLabel')}
      data-testid="order-bar"
      shadow="md"
      radius={0}
      px="sm"
      py={8}
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {price}
          {view && !blocked && !manualQuote && (
            <Text size="xs" c="dimmed" data-testid="bar-build-days">
              {t('price.buildDays', { count: view.buildDays })}
            </Text>
          )}
        </Stack>
        <Box w={150} style={{ flexShrink: 0 }}>
          {children}
        </Box>
      </Group>
    </Paper>
  );
};
