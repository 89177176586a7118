// Removing a cart item asks why (spec: cancel with a reason; POST /v1/cart/cancel then /v1/cart/add-cancel-reason).
import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CART_CANCEL_REASONS, type CartCancelReason } from '../../../shared/status/cart-cancel-reasons';
import { AppModal } from '../../shell/app-modal';

interface Props {
  name: string | null;
  busy: boolean;
  onClose(): void;
  onConfirm(reason: CartCancelReason, remark: string): void;
}

export const CancelDialog = ({ name, busy, onClose, onConfirm }: Props) => {
  const { t } = useTranslation('cart');
  const [reason, setReason] = useState<CartCancelReason | ''>('');
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    onConfirm(reason, remark.trim());
  };

  return (
    <AppModal opened={name !== null} onClose={onClose} title={t('cancel.title')} size={480}>
      <Stack gap="sm">
        <Text size="sm">{t('cancel.lead', { name: name ?? '' })}</Text>
        <Radio.Group
          label={t('cancel.reason')}
          value={reason}
          onChange={(v) => {
            setReason(v as CartCancelReason);
            setMissing(false);
          }}
          error={missing ? t('validation.required', { ns: 'common' }) : undefined}
          required
        >
          <Stack gap={6} mt={6}>
            {CART_CANCEL_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`cancel.reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t('cancel.remark')} value={remark} maxLength={300} onChange={(e) => setRemark(e.currentTarget.value)} rows={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
