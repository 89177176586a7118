// The ODM re-order dialog (spec platform §2, §4, §5; 480 px wide, §9): the customer types an earlier order's
// number; empty → 'Order Number is required', unknown (or another customer's) → 'The order number does not exist.
// Please check your input.' with a link to the support page; found → /odm-service?backId=… opens. The caller opens
// the login dialog instead when nobody is signed in (re-order needs a login).
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { errorMessage } from '../../shell/toast';
import { AppModal } from '../../shell/app-modal';

export const ReorderDialog = ({ opened, onClose }: { opened: boolean; onClose(): void }) => {
  const { t } = useTranslation('odmLight');
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<'required' | 'notFound' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setFailure(null);
    if (number.trim() === '') return setProblem('required');
    setPending(true);
    try {
      const found = await call('POST /v1/cart/odm-light/check-back-order', { body: { back_order: number.trim() } });
      if (!found.is_exists || !found.back_id) return setProblem('notFound');
      setProblem(null);
      onClose();
      void navigate(`/odm-service?backId=${encodeURIComponent(found.back_id)}`);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('reorderTitle')} size={480}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Stack>
          <TextInput
            label={t('reorder.label')} placeholder={t('reorder.placeholder')} value={number} required maxLength={40} data-autofocus
            onChange={(e) => { setNumber(e.currentTarget.value); setProblem(null); }}
            error={problem === 'required' ? t('reorder.required') : problem === 'notFound' ? t('reorder.notFound') : undefined}
          />
          {problem === 'notFound' && (
            <Anchor component={Link} to="/web/user/support/new" size="sm" onClick={onClose}>{t('reorder.contact')}</Anchor>
          )}
          {failure && <Text size="sm" c="red.7" role="alert">{failure}</Text>}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={onClose}>{t('reorder.cancel')}</Button>
            <Button type="submit" loading={pending}>{t('reorder.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
