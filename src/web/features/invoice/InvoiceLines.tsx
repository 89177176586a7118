// The item table and the totals column every print view shares (invoice, bill, receipt, proforma), in dollars.
import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUnitPrice } from '../../../shared/currency';
import { usd } from './PrintFrame';

interface InvoiceLine {
  key: string;
  productId: number;
  name: string;
  /** A second line under the name (the design file, or the specs in words). */
  note?: string | null;
  model: string;
  /** Kept for the record; the shown unit is derived from the total so unit × quantity = total (formatUnitPrice). */
  unitPrice: string;
  quantity: number;
  total: string;
}

export const InvoiceItemsTable = ({ lines }: { lines: InvoiceLine[] }) => {
  const { t } = useTranslation('orders');
  return (
    <Box style={{ overflowX: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th>{t('invoice.productId')}</th>
            <th>{t('invoice.product')}</th>
            <th>{t('invoice.model')}</th>
            <th className="num">{t('invoice.unitPrice')}</th>
            <th className="num">{t('invoice.quantity')}</th>
            <th className="num">{t('invoice.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.key}>
              <td>{l.productId}</td>
              <td>
                {l.name}
                {l.note ? <div style={{ color: '#868e96', fontSize: 11 }}>{l.note}</div> : null}
              </td>
              <td>{l.model}</td>
              <td className="num">{formatUnitPrice(BigInt(l.total), l.quantity)}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{usd(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
};

/** Label/value rows, then the order amount in bold. */
export const InvoiceTotals = ({ rows, amount }: { rows: [ReactNode, ReactNode][]; amount: string }) => {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4} maw={320} ml="auto" w="100%">
      {rows.map(([label, value], n) => (
        <Group key={n} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{t('invoice.orderAmount')}</Text>
        <Text fw={700} data-testid="order-amount">
          {usd(amount)}
        </Text>
      </Group>
    </Stack>
  );
};
