// A failed payment (spec platform §8): the bank's refusal with its code and the advice to use another card or
// PayPal, the four usual reasons, or the network abnormality; then 'Retry' (same method) or 'Choose another
// method', both starting a new attempt with POST /v1/payment/start.
import { useState } from 'react';
import { Alert, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { METHOD_KEY, PAYMENT_CHOICES } from '../checkout/payment-methods';
import { BANK_REFUSALS } from './result-query';
import { usePayNow } from './use-pay-now';

interface Props {
  orderId: number;
  msgCode: string | null;
  /** The method that failed: 'Retry' uses it again. */
  method: number;
  /** Title override (the card page's "not completed"). */
  title?: string;
}

const REASONS = ['incorrect_info', 'insufficient_funds', 'processor_network', 'spending_limit'] as const;

export const FailureView = ({ orderId, msgCode, method, title }: Props) => {
  const { t } = useTranslation('checkout');
  const { pay, busy, error } = usePayNow(orderId);
  const [choosing, setChoosing] = useState(false);
  const [other, setOther] = useState<number>(method === 1 ? 2 : 1);
  const bank = msgCode !== null && BANK_REFUSALS.includes(msgCode);

  let message: string;
  if (bank) message = t('result.bankRefused', { code: msgCode });
  else if (msgCode === 'processor_network') message = t('result.network');
  else if (msgCode === 'cancelled') message = t('result.cancelled');
  else message = t('result.failedGeneric', { code: msgCode ?? '-' });

  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2" c="red.8">
          {title ?? t('result.failedTitle')}
        </Title>
        <Text data-testid="failure-message">{message}</Text>
        {bank && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('result.reasonsTitle')}
            </Text>
            <List size="sm">
              {REASONS.map((r) => (
                <List.Item key={r} fw={r === msgCode ? 700 : undefined}>
                  {t(`result.reasons.${r}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void pay(method)} loading={busy && !choosing}>
            {t('result.retry')}
          </Button>
          <Button variant="light" onClick={() => setChoosing(true)} disabled={busy}>
            {t('result.another')}
          </Button>
        </Group>
        {choosing && (
          <Stack gap="sm">
            <Radio.Group label={t('payment.method')} value={String(other)} onChange={(v) => setOther(Number(v))}>
              <Stack gap="xs" mt="xs">
                {PAYMENT_CHOICES.map((m) => (
                  <Radio key={m} value={String(m)} label={t(`methods.${METHOD_KEY[m]}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Group>
              <Button onClick={() => void pay(other)} loading={busy}>
                {t('result.payNow')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
