// One support conversation for staff (issue 8 §3, issue 9): the customer, the thread with its files, a reply with
// files (the customer is mailed), close / reopen, and the conversation's audit history.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FIRST_REPLY_PROMISE_MS } from '../../../shared/contracts/support-rules';
import { showSuccess } from '../../shell/toast';
import { Composer } from '../support/Composer';
import { MessageThread } from '../support/MessageThread';
import { STAFF_KEY } from './api';
import { DueBadge } from './DueBadge';
import { ListState } from './ListState';
import { dateTime } from './format';
import { setSupportStatus, staffReply, useSupportThread } from './support-api';
import { AuditHistory } from './AuditHistory';
import { useStaffCall } from './use-staff-call';

export const SupportThreadPage = ({ canReply }: { canReply: boolean }) => {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id) || 0;
  const detail = useSupportThread(id);
  const qc = useQueryClient();
  const { busy, run } = useStaffCall();
  if (!detail.data) {
    return <ListState pending={detail.isPending} error={detail.isError} empty={false} onRetry={() => void detail.refetch()} />;
  }
  const { conversation: c, customer } = detail.data;
  const refresh = () => qc.invalidateQueries({ queryKey: STAFF_KEY });
  const changeStatus = (status: 'open' | 'closed') =>
    run(() => setSupportStatus(c.id, status), t(status === 'closed' ? 'support.closed' : 'support.reopened'), refresh);
  return (
    <Stack>
      <Anchor component={Link} to="/staff/support" size="sm">← {t('support.back')}</Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{c.subject}</Title>
        <Group gap="xs">
          {c.awaiting_since && <DueBadge since={c.awaiting_since} promiseMs={FIRST_REPLY_PROMISE_MS} />}
          <Badge size="lg" variant="light" data-testid="support-status">{t(`support.statusName.${c.status}`)}</Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text fw={600}>{t('common.customer')}</Text>
          <Text size="sm">{customer.name || '—'}</Text>
          <Text size="sm">{customer.email}</Text>
          <Text size="sm" c="dimmed">{t('support.language', { lang: customer.lang })}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('support.order')}</Text>
          {c.order_id && c.order_no ? <Anchor component={Link} to={`/staff/orders/${c.order_id}`} size="sm">{c.order_no}</Anchor> : <Text size="sm">—</Text>}
          <Text size="sm" mt="xs">{t('common.created')}: {dateTime(c.created_at)}</Text>
        </Card>
        <Card withBorder>
          {canReply && (c.status === 'closed'
            ? <Button variant="light" loading={busy} onClick={() => void changeStatus('open')}>{t('support.reopen')}</Button>
            : <Button variant="light" color="gray" loading={busy} onClick={() => void changeStatus('closed')}>{t('support.close')}</Button>)}
        </Card>
      </SimpleGrid>
      <MessageThread messages={c.messages} viewer="staff" />
      {canReply && (
        <Card withBorder>
          <Composer
            label={t('support.reply')} sendLabel={t('support.send')}
            onSend={async (message, ids) => {
              await staffReply(c.id, message, ids);
              showSuccess(t('support.sent'));
              await refresh();
            }}
          />
        </Card>
      )}
      <AuditHistory recordType="support_conversation" recordId={c.id} />
    </Stack>
  );
};
