// /web/user/support/new[?order_id=] (issue 8 §3): write to support, about one of the customer's orders when opened
// from its page (the server checks the order is theirs), with up to three files.
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { SUBJECT_MAX } from '../../../shared/contracts/support-rules';
import { usePageTitle } from '../../forms';
import { showSuccess } from '../../shell/toast';
import { useOrderDetail } from '../orders/api';
import { SUPPORT_KEY, openConversation } from './api';
import { Composer } from './Composer';

export default function NewConversationPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('form.title'));
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || 0;
  const order = useOrderDetail(orderId);
  const [subject, setSubject] = useState('');
  const [subjectError, setSubjectError] = useState<string>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const orderNo = order.data?.order_no;
  const effectiveSubject = subject.trim() || (orderNo ? t('about', { no: orderNo }) : '');

  const send = async (message: string, attachmentIds: string[]) => {
    if (!effectiveSubject) {
      setSubjectError(t('form.required'));
      return false;
    }
    const conv = await openConversation({ subject: effectiveSubject, message, attachment_ids: attachmentIds, ...(orderId ? { order_id: orderId } : {}) });
    await qc.invalidateQueries({ queryKey: SUPPORT_KEY });
    showSuccess(t('form.sent'));
    await navigate(`/web/user/support/${conv.id}`);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('form.title')}</Title>
      <Text size="sm" c="dimmed">{t('intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {orderNo && <Text size="sm" data-testid="support-order">{t('form.order')}: {orderNo}</Text>}
          <TextInput
            label={t('form.subject')} value={subject} maxLength={SUBJECT_MAX} error={subjectError}
            placeholder={orderNo ? t('about', { no: orderNo }) : undefined}
            onChange={(e) => { setSubject(e.currentTarget.value); setSubjectError(undefined); }}
            required={!orderNo}
          />
          <Composer label={t('form.message')} sendLabel={t('form.send')} onSend={send} />
        </Stack>
      </Paper>
    </Stack>
  );
}
