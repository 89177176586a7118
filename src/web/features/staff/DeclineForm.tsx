// Declining a quotation (issue 9): a reason from the shared list and a note; the server closes the item (Declined)
// and mails the customer both.
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, type DeclineReason } from '../../../shared/contracts/staff-orders';
import { call } from '../../api/client';
import { showError, showSuccess } from '../../shell/toast';

export const DeclineForm = ({ cartId, onDone }: { cartId: number; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason) return;
    setBusy(true);
    try {
      await call('POST /v1/staff/cart/decline', { body: { cart_id: cartId, reason, note: note.trim() || undefined } });
      showSuccess(t('decline.done'));
      onDone();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Select
        label={t('decline.reason')} data={DECLINE_REASONS.map((r) => ({ value: r, label: t(`decline.reasons.${r}`) }))} value={reason}
        onChange={(v) => setReason(v as DeclineReason | null)} allowDeselect={false}
      />
      <Textarea label={t('decline.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={3} maxLength={1000} />
      <Button color="red" onClick={() => void send()} loading={busy} disabled={!reason || (reason === 'other' && !note.trim())}>{t('decline.send')}</Button>
    </Stack>
  );
};
