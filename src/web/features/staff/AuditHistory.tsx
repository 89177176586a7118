// A record's audit history (issue 9: each record's page shows who did what, before and after, when). The one history
// of the console: orders, customers, campaigns, support conversations, and under each content form (banners, menu,
// articles, CMS blocks, exchange rates, the maintenance notice) in its compact form, the last ten changes.
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditRecordType } from '../../../shared/contracts/staff';
import { call } from '../../api/client';
import { AUDIT_KEY } from './api';
import { auditChanges } from './audit-changes';
import { dateTime } from './format';

const useRecordAudit = (recordType: AuditRecordType, id: string) =>
  useQuery({
    queryKey: [...AUDIT_KEY, recordType, id],
    queryFn: ({ signal }) => call('GET /v1/staff/audit', { query: { record_type: recordType, record_id: id } }, { signal }),
    enabled: id !== '',
  });

interface AuditHistoryProps {
  recordType: AuditRecordType;
  /** Absent (or 0) for a record not saved yet: it has no history, and nothing is shown. */
  recordId: string | number | undefined;
  /** Small type and the last ten changes, for a history under an editing form. */
  compact?: boolean;
}

export const AuditHistory = ({ recordType, recordId, compact = false }: AuditHistoryProps) => {
  const { t } = useTranslation('staff');
  const id = recordId === undefined || recordId === 0 ? '' : String(recordId);
  const audit = useRecordAudit(recordType, id);
  if (id === '') return null;
  const rows = compact ? (audit.data ?? []).slice(0, 10) : (audit.data ?? []);
  const size = compact ? 'xs' : 'sm';
  return (
    <Stack gap={compact ? 2 : 'xs'} data-testid="audit-history">
      {compact ? <Text size="sm" fw={600}>{t('order.audit')}</Text> : <Title order={3}>{t('order.audit')}</Title>}
      {rows.length === 0 ? <Text size={size} c="dimmed">{t('order.none')}</Text> : rows.map((a) => {
        const changes = auditChanges(a.before, a.after);
        return (
          <Text key={a.id} size={size}>
            {dateTime(a.created_at)} · {t('order.auditRow', { who: a.staff_email, action: a.action })}
            {a.note ? ` — ${a.note}` : ''}
            {changes ? <Text span size={size} c="dimmed" ff="monospace">{` (${changes})`}</Text> : null}
          </Text>
        );
      })}
    </Stack>
  );
};
