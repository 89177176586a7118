// Declining a quotation (issue 9): a reason from the shared list and a note; the server closes the item (Declined)
// and mails the customer both.
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, type DeclineReason } from '../../../shared/contracts/staff-orders';
import { call } from '../../api/client';
import { useStaffCall } from './use-staff-call';

export const DeclineForm = ({ cartId, onDone }: { cartId: number; onDone: () => void }) => {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const { busy, run } = useStaffCall();
  const send = async () => {
    if (!reason) return;
    await run(() => call('POST /v1/staff/cart/decline', { body: { cart_id: cartId, reason, note: note.trim() || undefined } }), t('decline.done'), onDone);
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
