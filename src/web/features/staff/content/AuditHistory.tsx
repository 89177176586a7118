// A content record's audit history (who changed it and when), shown under its form, newest first.
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditRecordType } from '../../../../shared/contracts/staff';
import { call } from '../../../api/client';
import { dateTime } from '../format';
import { CONTENT_KEY } from './api';

export const AuditHistory = ({ recordType, recordId }: { recordType: AuditRecordType; recordId: string | number | undefined }) => {
  const { t } = useTranslation('staff');
  const id = recordId === undefined ? '' : String(recordId);
  const audit = useQuery({
    // under the content key: every save refreshes it with the lists
    queryKey: [...CONTENT_KEY, 'audit', recordType, id],
    queryFn: ({ signal }) => call('GET /v1/staff/audit', { query: { record_type: recordType, record_id: id } }, { signal }),
    enabled: id !== '',
  });
  if (id === '') return null;
  return (
    <Stack gap={2} data-testid="audit-history">
      <Text size="sm" fw={600}>{t('order.audit')}</Text>
      {(audit.data ?? []).length === 0 ? <Text size="xs" c="dimmed">{t('order.none')}</Text> : audit.data?.slice(0, 10).map((a) => (
        <Text key={a.id} size="xs">{dateTime(a.created_at)} · {a.staff_email}</Text>
      ))}
    </Stack>
  );
};
