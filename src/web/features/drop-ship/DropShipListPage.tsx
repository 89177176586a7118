// /web/user/dropOrder/<id> (issue 15): one address list — its packages with cost and tracking, the fees' state, and
// the way to pay them (the fees wait in the cart) or to go on correcting a draft.
import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../forms';
import { errorMessage } from '../../shell/toast';
import { STATUS_COLOR, statusOf, useDropShipList } from './api';
import { PackagesTable } from './PackagesTable';

export default function DropShipListPage() {
  const { t } = useTranslation('dropShip');
  const id = Number(useParams().id) || 0;
  usePageTitle(t('listTitle', { id }));
  const list = useDropShipList(id);
  const l = list.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz="h2">{t('listTitle', { id })}</Title>
        {l && <Badge size="lg" variant="light" color={STATUS_COLOR[statusOf(l)]} data-testid="drop-ship-status">{t(`status.${statusOf(l)}`)}</Badge>}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {l && (
        <>
          <PackagesTable packages={l.packages} total={l.total_cents} />
          {statusOf(l) === 'unpaid' && <Button component={Link} to="/web/cart" style={{ alignSelf: 'flex-start' }}>{t('pay')}</Button>}
          {l.status === 'draft' && <Button component={Link} to={`/web/user/dropOrder/item?list=${l.id}`} variant="light" style={{ alignSelf: 'flex-start' }}>{t('continue')}</Button>}
        </>
      )}
    </Stack>
  );
}
