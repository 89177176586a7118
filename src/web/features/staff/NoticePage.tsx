// The maintenance notice of each edition (issue 9): switched on with a title and a description, it shows at the
// top of every shop page of that edition on the shop's next read. Each edition's notice shows its audit history.
import { Button, Card, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Notice } from '../../../shared/contracts/staff';
import { call } from '../../api/client';
import { AUDIT_KEY, STAFF_KEY, useNotices } from './api';
import { AuditHistory } from './AuditHistory';
import { useStaffCall } from './use-staff-call';
import { ListState } from './ListState';

const NoticeForm = ({ notice }: { notice: Notice }) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [shown, setShown] = useState(!notice.normal);
  const [title, setTitle] = useState(notice.title);
  const [desc, setDesc] = useState(notice.desc);
  const { busy, run } = useStaffCall();
  const save = () =>
    run(() => call('POST /v1/staff/content/notice', { body: { lang: notice.lang, normal: !shown, title, desc } }), t('common.saved'), async () => {
      await qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'notice'] });
      await qc.invalidateQueries({ queryKey: AUDIT_KEY });
      await qc.invalidateQueries({ queryKey: ['system', 'status'] });
    });
  return (
    <Card withBorder data-testid={`notice-${notice.lang}`}>
      <Stack>
        <Text fw={600}>{t(`notice.lang.${notice.lang}`)}</Text>
        <Switch label={t('notice.show')} checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
        <TextInput label={t('notice.heading')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
        <Textarea label={t('notice.text')} value={desc} onChange={(e) => setDesc(e.currentTarget.value)} maxLength={2000} autosize minRows={3} />
        <Button onClick={() => void save()} loading={busy} style={{ alignSelf: 'flex-start' }}>{t('common.save')}</Button>
        {/* the record id the server's audit rows use (commands/staff/content/notice.ts) */}
        <AuditHistory recordType="setting" recordId={`notice:${notice.lang}`} compact />
      </Stack>
    </Card>
  );
};

export const NoticePage = () => {
  const { t } = useTranslation('staff');
  const list = useNotices();
  return (
    <Stack>
      <Title order={2}>{t('notice.title')}</Title>
      <Text c="dimmed" size="sm">{t('notice.intro')}</Text>
      <ListState pending={list.isPending} error={list.isError} empty={false} onRetry={() => void list.refetch()} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(list.data ?? []).map((n) => <NoticeForm key={n.lang} notice={n} />)}
      </SimpleGrid>
    </Stack>
  );
};
