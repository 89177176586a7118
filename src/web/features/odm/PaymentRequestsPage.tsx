// The account's payment requests (/web/user/payment-requests; issue 13 "Customized payments"): what staff asked the
// customer to pay (product 455 payment or 1633 shipping cost), each with its amount, what it is for, its date and
// where it stands, and "Pay now": checkout with just that item while it waits in the cart, or the order page when it
// already is in an order waiting for payment. The mail about a request links here with `?id=`, showing that one.
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentRequest, PaymentRequestStatus } from '../../../shared/contracts/custom-payment';
import { usePageTitle } from '../../forms';
import { useCurrency } from '../../shell/currency';
import { errorMessage } from '../../shell/toast';
import { useMyPaymentRequests, usePaymentRequest } from './api';

const STATUS_COLOR: Record<PaymentRequestStatus, string> = { waiting: 'orange', paid: 'green', cancelled: 'gray' };

const payLink = (r: PaymentRequest): string | null => {
  if (r.status !== 'waiting') return null;
  if (r.cart_id !== null) return `/web/checkout?ids=${r.cart_id}`;
  return r.order_id !== null ? `/web/user/order/${r.order_id}` : null;
};

const RequestCard = ({ r }: { r: PaymentRequest }) => {
  const { t, i18n } = useTranslation('odm');
  const { format } = useCurrency();
  const date = new Intl.DateTimeFormat(i18n.language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium' }).format(new Date(r.created_at));
  const pay = payLink(r);
  return (
    <Card withBorder radius="md" data-testid={`payment-request-${r.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>{t(`payments.kind.${r.kind}`)}</Text>
          <Badge variant="light" color={STATUS_COLOR[r.status]} data-testid="payment-request-status">{t(`payments.status.${r.status}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">{t('payments.sent', { date })}</Text>
        <Text>{r.description}</Text>
        <Text fw={700}>{t('payments.amount')}: <span data-testid="payment-request-amount">{format(BigInt(r.amount))}</span></Text>
        <Group>
          {pay && <Button component={Link} to={pay} data-testid="payment-request-pay">{t('payments.payNow')}</Button>}
          {r.status === 'paid' && r.order_id !== null && (
            <Anchor component={Link} to={`/web/user/order/${r.order_id}`} size="sm">{t('payments.viewOrder')}</Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
};

const OneRequest = ({ id }: { id: number }) => {
  const { t } = useTranslation('odm');
  const one = usePaymentRequest(id);
  return (
    <Stack>
      {one.isError && <Alert color="red" role="alert">{errorMessage(one.error)}</Alert>}
      {one.data && <RequestCard r={one.data} />}
      <Anchor component={Link} to="/web/user/payment-requests" size="sm">{t('payments.showAll')}</Anchor>
    </Stack>
  );
};

const AllRequests = () => {
  const { t } = useTranslation('odm');
  const list = useMyPaymentRequests();
  return (
    <Stack>
      {list.isError && <Alert color="red" role="alert">{errorMessage(list.error)}</Alert>}
      {list.data?.list.length === 0 && <Text>{t('payments.empty')}</Text>}
      {list.data?.list.map((r) => <RequestCard key={r.id} r={r} />)}
    </Stack>
  );
};

export default function PaymentRequestsPage() {
  const { t } = useTranslation('odm');
  usePageTitle(t('payments.title'));
  const id = Number(useSearchParams()[0].get('id'));
  return (
    <Stack>
      <Title order={2}>{t('payments.title')}</Title>
      <Text size="sm" c="dimmed">{t('payments.intro')}</Text>
      {Number.isInteger(id) && id > 0 ? <OneRequest id={id} /> : <AllRequests />}
    </Stack>
  );
}
