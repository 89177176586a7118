// The account's ODM requests (/web/user/odm; issue 13): each inquiry or application with its status, our quote
// (price lines, total, quantity, lead time, note) or our refusal, and the button that accepts a quote into the cart
// (product Odm 3234), from where it is paid like any order, or declines it with a reason (DeclineQuoteForm).
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OdmRequest, OdmStatus } from '../../../shared/contracts/odm';
import { QUOTE_LINE_MESSAGES_EN, QUOTE_LINE_MESSAGES_JA } from '../../../shared/contracts/cart';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { ApiError } from '../../api/client';
import { useCurrency } from '../../shell/currency';
import { useAcceptQuote, useMyOdmRequests } from './api';
import { DeclineQuoteForm } from './DeclineQuoteForm';

const STATUS_COLOR: Record<OdmStatus, string> = { submitted: 'orange', quoted: 'blue', declined: 'gray', accepted: 'green' };

const RequestCard = ({ r }: { r: OdmRequest }) => {
  const { t, i18n } = useTranslation('odm');
  const { format } = useCurrency();
  const accept = useAcceptQuote();
  const [declining, setDeclining] = useState(false);
  const errorText = useErrorText();
  const names: Record<string, string> = i18n.language === 'ja' ? QUOTE_LINE_MESSAGES_JA : QUOTE_LINE_MESSAGES_EN;
  const date = new Intl.DateTimeFormat(i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium' }).format(new Date(r.created_at));
  const failure = accept.error instanceof ApiError ? errorText(accept.error.key, accept.error.message) : accept.error ? errorText('errors.generic') : undefined;
  return (
    <Card withBorder radius="md" data-testid={`odm-request-${r.number}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{r.number} · {t(`account.kind.${r.kind}`)}</Text>
          <Badge variant="light" color={STATUS_COLOR[r.status]} data-testid="odm-request-status">{t(`account.status.${r.status}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">{t('account.sent', { date })}</Text>
        {r.quote && (r.status !== 'declined' || r.declined_by === 'customer') && (
          <Stack gap={4}>
            <Title order={3} fz="sm">{t('account.quote')}</Title>
            <Table withRowBorders={false} verticalSpacing={2} maw={420}>
              <Table.Tbody>
                {r.quote.lines.map((l) => (
                  <Table.Tr key={l.key}><Table.Td>{names[l.key] ?? l.key}</Table.Td><Table.Td ta="right">{format(BigInt(l.amount))}</Table.Td></Table.Tr>
                ))}
                <Table.Tr><Table.Th>{t('account.total')}</Table.Th><Table.Th ta="right" data-testid="odm-quote-total">{format(BigInt(r.quote.total))}</Table.Th></Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm">{t('account.quantity', { count: r.quote.quantity })} · {t('account.leadDays', { count: r.quote.lead_days })}</Text>
            {r.quote.note && <Text size="sm">{t('account.note', { note: r.quote.note })}</Text>}
          </Stack>
        )}
        {r.status === 'quoted' && !declining && (
          <Group>
            <Button onClick={() => accept.mutate(r.id)} loading={accept.isPending} data-testid="odm-accept">{t('account.accept')}</Button>
            <Button variant="subtle" color="red" onClick={() => setDeclining(true)} data-testid="odm-decline">{t('account.decline')}</Button>
          </Group>
        )}
        {r.status === 'quoted' && declining && <DeclineQuoteForm id={r.id} onCancel={() => setDeclining(false)} />}
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        {r.status === 'accepted' && (
          <Group gap="xs">
            <Text size="sm" c="green">{t('account.accepted')}</Text>
            <Anchor component={Link} to="/web/cart" size="sm" data-testid="odm-go-cart">{t('account.goToCart')}</Anchor>
          </Group>
        )}
        {r.declined_by === 'customer' && <Text size="sm" data-testid="odm-you-declined">{t('account.youDeclined', { reason: r.customer_reason })}</Text>}
        {r.declined_by === 'staff' && (
          <Stack gap={2}>
            <Text size="sm">{t('account.declined', { reason: t(`account.reasons.${r.decline_reason ?? 'other'}`) })}</Text>
            {r.decline_note && <Text size="sm">{t('account.note', { note: r.decline_note })}</Text>}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};

export default function MyOdmRequestsPage() {
  const { t } = useTranslation('odm');
  usePageTitle(t('account.title'));
  const list = useMyOdmRequests();
  return (
    <Stack>
      <Title order={2}>{t('account.title')}</Title>
      <Text size="sm" c="dimmed">{t('account.intro')}</Text>
      {list.data?.list.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text>{t('account.empty')}</Text>
          <Button component={Link} to="/fusion-odm-service" variant="light">{t('account.start')}</Button>
        </Stack>
      )}
      {list.data?.list.map((r) => <RequestCard key={r.id} r={r} />)}
    </Stack>
  );
}
