// The price column (issue 3 §1, §3): price lines by their texts, the total, build time, the shipping estimate
// with destination and carrier, the shipping-sale note and the add-to-cart action. Every amount goes through
// useCurrency().format, so the Japanese edition shows yen. Premium shows the manual-quote text instead of a price.
import type { ReactNode } from 'react';
import { Alert, Box, Divider, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { CountrySelect } from '../../forms/CountrySelect';
import { useCurrency } from '../../shell/currency';
import type { Quote } from './useQuote';
import { useKeyText } from './text';

export interface ShippingChoice {
  countries: readonly string[];
  carriers: readonly Carrier[];
  country: string;
  carrier: Carrier;
  onCountry(code: string): void;
  onCarrier(carrier: Carrier): void;
}

interface PriceSummaryProps {
  quote: Quote;
  /** Premium: no price, a manual quote within 24 hours. */
  manualQuote: boolean;
  /** Blocking rule problems: no price until they are fixed. */
  blocked: boolean;
  saleNote: string;
  shipping: ShippingChoice;
  /** Per-design special price, for the special's explanation. */
  specialCents: { per_file: bigint; three_piece: bigint };
  children?: ReactNode;
}

const ShippingBox = ({ shipping, quote }: { shipping: ShippingChoice; quote: Quote }) => {
  const { t, i18n } = useTranslation('order');
  const tx = useKeyText();
  const { format } = useCurrency();
  const lang = i18n.language === 'ja' ? 'jp' : 'en';
  const est = quote.view?.shipping;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('shippingBox.title')}</Text>
      <Group grow gap="xs" align="flex-start">
        <CountrySelect label={t('shippingBox.country')} codes={shipping.countries} value={shipping.country} onChange={shipping.onCountry} lang={lang} />
        <Select
          label={t('shippingBox.carrier')}
          data={shipping.carriers.map((c) => ({ value: c, label: t(`shippingBox.carriers.${c}`) }))}
          value={shipping.carrier}
          onChange={(v) => {
            const c = shipping.carriers.find((x) => x === v);
            if (c) shipping.onCarrier(c);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {est && (est.ok ? (
        <Group justify="space-between" data-testid="shipping-estimate">
          <Text size="sm">{t('shippingBox.days', { min: est.days.min, max: est.days.max })}</Text>
          <Text size="sm" fw={600}>{format(est.cost)}</Text>
        </Group>
      ) : (
        <Text size="sm" c="red.7" role="alert">
          {tx(est.key)}
        </Text>
      ))}
    </Stack>
  );
};

/** The price lines by their texts (line.* keys of the order catalog), each amount in the display currency. */
export const PriceLineList = ({ lines }: { lines: readonly { key: string; amount: bigint }[] }) => {
  const { t } = useTranslation('order');
  const tx = useKeyText();
  const { format } = useCurrency();
  return (
    <Box component="dl" m={0} aria-label={t('price.title')}>
      {lines.map((l) => (
        <Group key={l.key} justify="space-between" wrap="nowrap" gap="xs">
          <Text component="dt" size="sm">
            {tx(`line.${l.key}`)}
          </Text>
          <Text component="dd" size="sm" m={0} c={l.amount < 0n ? 'green.8' : undefined}>
            {format(l.amount)}
          </Text>
        </Group>
      ))}
    </Box>
  );
};

export const PriceSummary = ({ quote, manualQuote, blocked, saleNote, shipping, specialCents, children }: PriceSummaryProps) => {
  const { t } = useTranslation('order');
  const { format } = useCurrency();
  const view = quote.view;

  let body: ReactNode;
  if (manualQuote) {
    body = (
      <Alert color="blue" variant="light" title={t('price.manualQuote')}>
        {t('price.manualQuoteNote')}
      </Alert>
    );
  } else if (blocked || !view) {
    body = blocked ? (
      <Text size="sm" c="red.7">
        {t('price.fixProblems')}
      </Text>
    ) : (
      <Loader size="sm" aria-label={t('price.updating')} />
    );
  } else {
    body = (
      <Stack gap={6}>
        <PriceLineList lines={view.lines} />
        {view.special && (
          <Text size="xs" c="green.8">
            {t(`price.special.${view.special}`, { price: format(specialCents[view.special]) })}
          </Text>
        )}
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{quote.confirmed ? t('price.confirmed') : t('price.estimate')}</Text>
          <Text fw={700} fz="xl" data-testid="order-total" data-confirmed={quote.confirmed ? 'true' : 'false'}>
            {format(view.total)}
          </Text>
        </Group>
        {quote.updating && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('price.updating')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('price.title')}
        </Title>
        {body}
        {view && !blocked && (
          <Group justify="space-between">
            <Text size="sm">{t('price.buildTime')}</Text>
            <Text size="sm" fw={600} data-testid="build-days">
              {t('price.buildDays', { count: view.buildDays })}
            </Text>
          </Group>
        )}
        <Divider />
        <ShippingBox shipping={shipping} quote={quote} />
        {saleNote && (
          <Text size="sm" c="orange.8" fw={500}>
            {saleNote}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('saleNote.shipping')}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
};
