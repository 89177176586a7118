// The cost and schedule estimator of the custom product application (services §2): the customization's lines, total
// and per-piece cost in the shopper's currency (the shared formatter), and the sample and production days.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { estimateOdm, type OdmLogoMethod, type OdmPackaging } from '../../../shared/pricing/odm';
import { useCurrency } from '../../shell/currency';

interface Props {
  quantity: number;
  labourHours: number;
  logo: OdmLogoMethod;
  firmware: boolean;
  packaging: OdmPackaging;
}

export const EstimatePanel = ({ quantity, labourHours, logo, firmware, packaging }: Props) => {
  const { t } = useTranslation('odm');
  const { format } = useCurrency();
  const valid = Number.isFinite(quantity) && quantity >= 1 && Number.isFinite(labourHours) && labourHours >= 0;
  const e = estimateOdm({ quantity: valid ? quantity : 1, labour_hours: valid ? labourHours : 0, logo, firmware, packaging });
  const perUnit = e.total / BigInt(Math.max(1, Math.floor(valid ? quantity : 1)));
  return (
    <Paper withBorder p="md" radius="md" data-testid="odm-estimate" aria-live="polite">
      <Stack gap="xs">
        <Title order={3} fz="md">{t('estimate.title')}</Title>
        <Text size="xs" c="dimmed">{t('estimate.intro')}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {e.lines.map((l) => (
              <Table.Tr key={l.key} data-testid={`odm-estimate-${l.key}`}>
                <Table.Td>{t(`estimate.lines.${l.key}`)}</Table.Td>
                <Table.Td ta="right">{format(l.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fw={700} data-testid="odm-estimate-total">{t('estimate.total')}: {format(e.total)}</Text>
        <Text size="sm">{t('estimate.perUnit', { price: format(perUnit) })}</Text>
        <Text size="sm" data-testid="odm-estimate-schedule">{t('estimate.schedule', { sample: e.sampleDays, production: e.productionDays })}</Text>
      </Stack>
    </Paper>
  );
};
