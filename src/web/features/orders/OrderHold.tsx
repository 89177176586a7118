// An order on hold for a file problem (issue 9): what our engineers asked, and for each item named a re-upload
// control. The file goes through the normal upload (checked by content, analysed on the server), then replaces the
// item's file; when every named item has its new file the order goes back to staff to check.
import { useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { ProductId } from '../../../shared/ids';
import { showSuccess } from '../../shell/toast';
import { checkoutErrorText } from '../checkout/error-text';
import { uploadDesignFile } from '../order/api';
import { ORDERS_KEY, orderDetailKey, reuploadLineFile } from './api';

type Line = OrderDetail['items'][number];

const Reupload = ({ orderId, line }: { orderId: number; line: Line }) => {
  const { t } = useTranslation('orders');
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const up = await uploadDesignFile(file, line.product_id === ProductId.Stencil ? 'stencil' : 'gerber', () => undefined);
      qc.setQueryData(orderDetailKey(orderId), await reuploadLineFile(orderId, line.line_id, up.file_id));
      showSuccess(t('hold.done'));
      setFile(null);
      await qc.invalidateQueries({ queryKey: ORDERS_KEY });
    } catch (err) {
      setError(checkoutErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          size="sm" w={280} label={`${line.name}${line.file_name ? ` (${line.file_name})` : ''}`} placeholder={t('hold.choose')}
          accept=".zip,.rar,application/zip" value={file} onChange={setFile} disabled={busy} clearable data-testid={`reupload-${line.line_id}`}
        />
        <Button size="sm" onClick={() => void send()} loading={busy} disabled={!file}>
          {t('hold.upload')}
        </Button>
      </Group>
      {busy && <Text size="xs" c="dimmed">{t('hold.uploading')}</Text>}
      {error && <Alert color="red" variant="light" p="xs">{error}</Alert>}
    </Stack>
  );
};

export const OrderHold = ({ o }: { o: OrderDetail }) => {
  const { t } = useTranslation('orders');
  if (!o.on_hold || !o.hold) return null;
  const hold = o.hold;
  const lines = o.items.filter((l) => hold.line_ids.includes(l.line_id));
  return (
    <Alert color="orange" variant="light" title={t('hold.title')} data-testid="order-hold">
      <Stack gap="sm">
        <Text size="sm">{t('hold.intro')}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }} data-testid="hold-message">{hold.message}</Text>
        {lines.map((l) =>
          hold.reuploaded_line_ids.includes(l.line_id) ? (
            <Group key={l.line_id} gap="xs">
              <Text size="sm">{l.name} ({l.file_name})</Text>
              <Badge color="green" variant="light">{t('hold.received')}</Badge>
            </Group>
          ) : (
            <Reupload key={l.line_id} orderId={o.id} line={l} />
          ),
        )}
      </Stack>
    </Alert>
  );
};
