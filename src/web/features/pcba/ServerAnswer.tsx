// The server's answer in the "Added to cart" dialog of /fusion_pcba (issue 11 "Price"): its price beside the page's
// estimate, the BOM lines by status, the lines it decided otherwise, the BOM check the item waits on, and whether
// the test plan went with the item.
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PcbaCartItem } from '../../../shared/contracts/pcba-order';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { useCurrency } from '../../shell/currency';
import { serverAnswerView, type PageEstimate } from './server-answer';

interface Props {
  answer: PcbaCartItem;
  estimate: PageEstimate;
  plan: TestPlan | null;
  planFailed: boolean;
}

export const ServerAnswer = ({ answer, estimate, plan, planFailed }: Props) => {
  const { t } = useTranslation('pcba');
  const { format } = useCurrency();
  const view = serverAnswerView(answer, estimate);
  const status = (s: 'confirmed' | 'pending' | 'unavailable') => t(`status.${s}`);
  return (
    <Stack gap={6} data-testid="pcba-server-answer">
      {view.totalCents !== null ? (
        <Text fw={600} data-testid="pcba-server-total">
          {t('added.price', { price: format(view.totalCents) })}
        </Text>
      ) : (
        <Text fw={600} data-testid="pcba-server-total">
          {t('added.priceLater')}
        </Text>
      )}
      {view.versusEstimate === 'same' && <Text size="sm" c="green.8">{t('added.same')}</Text>}
      {view.versusEstimate === 'differs' && estimate.totalCents !== null && (
        <Text size="sm" c="orange.8" data-testid="pcba-server-differs">
          {t('added.differs', { estimate: format(estimate.totalCents) })}
        </Text>
      )}
      <Text size="sm">{t('bom.counts', view.counts)}</Text>
      {view.changed.length > 0 && (
        <Stack gap={2} data-testid="pcba-server-changed">
          <Text size="sm" c="orange.8">{t('added.changed')}</Text>
          <List size="sm" spacing={0}>
            {view.changed.map((c) => (
              <List.Item key={c.line}>
                {t('added.changedLine', { line: c.line, designators: c.designators, page: status(c.page), server: status(c.server) })}
              </List.Item>
            ))}
          </List>
          {view.changedMore > 0 && <Text size="xs">{t('added.changedMore', { count: view.changedMore })}</Text>}
        </Stack>
      )}
      {view.waitingOnCheck > 0 && (
        <Text size="sm" c="orange.8" data-testid="pcba-server-check">
          {t('added.waitsCheck', { count: view.waitingOnCheck })}
        </Text>
      )}
      {plan && <Text size="sm">{t('added.planBound', { name: plan.name })}</Text>}
      {planFailed && <Text size="sm" c="red.7">{t('added.planFailed')}</Text>}
    </Stack>
  );
};
