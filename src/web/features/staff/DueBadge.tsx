// A badge with the time left before a service promise runs out (or how late it is). A queue names its promise
// (src/shared/service-promise.ts: working hours and business days in the factory's time zone), or gives a plain span.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { promiseSpanMs, type ServicePromiseKey } from '../../../shared/service-promise';
import { dueState, span } from './format';

type DueBadgeProps = { since: string } & ({ promise: ServicePromiseKey; promiseMs?: never } | { promiseMs: number; promise?: never });

export const DueBadge = ({ since, promise, promiseMs }: DueBadgeProps) => {
  const { t } = useTranslation('staff');
  const d = dueState(since, promise ? promiseSpanMs(promise, new Date(since)) : (promiseMs ?? 0));
  return (
    <Badge color={d.color} variant="light" data-testid="due-badge">
      {d.overdue ? t('due.overdue', { time: span(d.ms) }) : t('due.left', { time: span(d.ms) })}
    </Badge>
  );
};
