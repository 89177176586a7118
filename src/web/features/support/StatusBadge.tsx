// A conversation's status for the customer: support's turn, answered, or closed.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '../../../shared/contracts/support-rules';

const COLOURS: Record<SupportStatus, string> = { open: 'orange', waiting: 'green', closed: 'gray' };

export const StatusBadge = ({ status }: { status: SupportStatus }) => {
  const { t } = useTranslation('support');
  return <Badge variant="light" color={COLOURS[status]} data-testid="support-status">{t(`status.${status}`)}</Badge>;
};
