// An order on hold for a file problem (issue 9): what our engineers asked, and for each item named a re-upload
// control. The file goes through the normal upload (checked by content, analysed on the server), then replaces the
// item's file; when every named item has its new file the order goes back to staff to check.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../shared/contracts/order';
import { ProductId } from '../../../shared/ids';
import { OrderStatus } from '../../../shared/status/order';
import { uploadDesignFile } from '../order/api';
import { orderDetailKey, reuploadLineFile } from './api';
import { FileUploadControl } from './FileUploadControl';
import { useOrderAction } from './use-order-action';

type Line = OrderDetail['items'][number];

const Reupload = ({ orderId, line }: { orderId: number; line: Line }) => {
  const { t } = useTranslation('orders');
  const qc = useQueryClient();
  const action = useOrderAction();
  const upload = async (file: File): Promise<string> => {
    const up = await uploadDesignFile(file, line.product_id === ProductId.Stencil ? 'stencil' : 'gerber', () => undefined);
    qc.setQueryData(orderDetailKey(orderId), await reuploadLineFile(orderId, line.line_id, up.file_id));
    return t('hold.done');
  };
  return (
    <FileUploadControl
      label={`${line.name}${line.file_name ? ` (${line.file_name})` : ''}`} placeholder={t('hold.choose')} accept=".zip,.rar,application/zip"
      uploadLabel={t('hold.upload')} busyText={t('hold.uploading')} action={action} upload={upload} testId={`reupload-${line.line_id}`}
    />
  );
};

export const OrderHold = ({ o }: { o: OrderDetail }) => {
  const { t } = useTranslation('orders');
  // on hold for a file problem only: a DFA hold (1013) has its own notice (OrderDfa), whatever an older hold left
  if (o.status !== OrderStatus.OnHoldFileProblem || !o.hold) return null;
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
