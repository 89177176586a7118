// A badge with the time left before a service promise runs out (or how late it is).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dueState, span } from './format';

export const DueBadge = ({ since, promiseMs }: { since: string; promiseMs: number }) => {
  const { t } = useTranslation('staff');
  const d = dueState(since, promiseMs);
  return (
    <Badge color={d.color} variant="light" data-testid="due-badge">
      {d.overdue ? t('due.overdue', { time: span(d.ms) }) : t('due.left', { time: span(d.ms) })}
    </Badge>
  );
};
