// A shared re-order link /shared-link/:token (spec services §4 "Shared reorder link"): the recipient sees the items
// of the shared order (never its addresses or prices), signs in, and puts them in the cart once; the cart prices
// them again. A used, expired or unknown link says 'Shared link expired: ask the project owner or sender'.
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { useSession } from '../../session/session';
import { loginPathFor } from '../../session/redirect';
import { shortDate } from '../reviews/dates';
import { useSharedLink, useUseSharedLink } from '../reviews/api';

const useFailure = (error: unknown): string | undefined => {
  const errorText = useErrorText();
  if (!error) return undefined;
  return error instanceof ApiError ? errorText(error.key, error.message) : errorText('errors.generic');
};

export default function SharedLinkPage() {
  const { t, i18n } = useTranslation('reviews');
  usePageTitle(t('shared.title'));
  const token = useParams().token ?? '';
  const location = useLocation();
  const { user } = useSession();
  const view = useSharedLink(token);
  const use = useUseSharedLink();
  const viewFailure = useFailure(view.error);
  const useFailureText = useFailure(use.error);
  return (
    <Stack maw={800} mx="auto" my="xl" px="md">
      <Title order={1}>{t('shared.title')}</Title>
      {view.isPending && <Loader aria-label={t('loading', { ns: 'common' })} />}
      {viewFailure && !use.isSuccess && <Alert color="orange" role="alert" data-testid="shared-link-expired">{viewFailure}</Alert>}
      {use.isSuccess && (
        <Alert color="green" role="status">
          <Group gap="sm">
            <Text size="sm">{t('shared.added')}</Text>
            <Anchor component={Link} to="/web/cart" size="sm">{t('shared.goToCart')}</Anchor>
          </Group>
        </Alert>
      )}
      {view.data && !use.isSuccess && (
        <>
          <Text>{t(view.data.kind === 'project' ? 'shared.introProject' : 'shared.intro')}</Text>
          <Paper withBorder radius="md">
            <Table>
              <Table.Thead>
                <Table.Tr><Table.Th>{t('shared.item')}</Table.Th><Table.Th>{t('shared.file')}</Table.Th><Table.Th ta="right">{t('shared.quantity')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.data.items.map((i) => (
                  <Table.Tr key={i.sku}><Table.Td>{i.name}</Table.Td><Table.Td>{i.file_name ?? '—'}</Table.Td><Table.Td ta="right">{i.quantity}</Table.Td></Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Text size="sm" c="dimmed">{t('shared.expires', { date: shortDate(view.data.expires_at, i18n.language) })}</Text>
          {useFailureText && <Alert color="orange" role="alert" data-testid="shared-link-expired">{useFailureText}</Alert>}
          <Group>
            {user
              ? <Button onClick={() => use.mutate(token)} loading={use.isPending}>{t('shared.buy')}</Button>
              : <Button component={Link} to={loginPathFor(location.pathname)}>{t('shared.signIn')}</Button>}
          </Group>
        </>
      )}
    </Stack>
  );
}
