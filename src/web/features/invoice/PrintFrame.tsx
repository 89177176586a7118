// The frame of the print views (spec platform §2 "Print views for invoice, bill and receipt"): a sheet on a grey
// page, the Print and 'Download PDF' buttons (hidden when printing) and a print stylesheet. Amounts on these
// views are in dollars whatever the edition (spec platform §1: invoices are in dollars).
import type { ReactNode } from 'react';
import { Anchor, Box, Button, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/currency';

export const usd = (cents: string | bigint, fine = false) => formatPrice(typeof cents === 'string' ? BigInt(cents) : cents, 'USD', 1_000_000n, { fine });

const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  .fusion-no-print { display: none !important; }
  .fusion-print-page { background: none !important; padding: 0 !important; }
  .fusion-print-sheet { box-shadow: none !important; border: none !important; max-width: none !important; padding: 0 !important; }
}
.fusion-print-sheet table { width: 100%; border-collapse: collapse; font-size: 13px; }
.fusion-print-sheet th, .fusion-print-sheet td { border-bottom: 1px solid #dee2e6; padding: 6px 4px; text-align: left; vertical-align: top; }
.fusion-print-sheet .num { text-align: right; white-space: nowrap; }
`;

export const PrintFrame = ({ children, pdfUrl }: { children: ReactNode; pdfUrl?: string }) => {
  const { t } = useTranslation('orders');
  return (
    <Box className="fusion-print-page" bg="gray.1" mih="100vh" p={{ base: 'xs', sm: 'xl' }}>
      <style>{PRINT_CSS}</style>
      <Group className="fusion-no-print" justify="center" mb="md" gap="sm">
        <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
        {pdfUrl && (
          <Anchor href={pdfUrl} download>
            {t('invoice.downloadPdf')}
          </Anchor>
        )}
      </Group>
      <Paper className="fusion-print-sheet" withBorder shadow="sm" p={{ base: 'md', sm: 40 }} maw={860} mx="auto" radius={0}>
        {children}
      </Paper>
    </Box>
  );
};
