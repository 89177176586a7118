// A record's audit history (issue 9: each record's page shows who did what, before and after, when).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRecordType } from '../../../shared/contracts/staff';
import { useRecordAudit } from './money-api';
import { dateTime } from './format';

export const AuditHistory = ({ recordType, recordId }: { recordType: AuditRecordType; recordId: number }) => {
  const { t } = useTranslation('staff');
  const audit = useRecordAudit(recordType, recordId);
  const rows = audit.data ?? [];
  return (
    <Stack gap="xs" data-testid="audit-history">
      <Title order={3}>{t('order.audit')}</Title>
      {rows.length === 0 ? <Text size="sm" c="dimmed">{t('order.none')}</Text> : rows.map((a) => (
        <Text key={a.id} size="sm">
          {dateTime(a.created_at)} · {t('order.auditRow', { who: a.staff_email, action: a.action })}{a.note ? ` — ${a.note}` : ''}
        </Text>
      ))}
    </Stack>
  );
};
