// Wire-transfer orders: upload the bank receipt (spec platform §4: PDF, at most 20 MB) so staff can confirm the
// payment. Checked here for a quick answer; the server checks the content again.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECEIPT_MAX_BYTES } from '../../../shared/contracts/payment';
import { uploadReceipt } from '../payment/api';
import { FileUploadControl } from './FileUploadControl';
import { useOrderAction } from './use-order-action';

/** Whether the file can be a receipt: a PDF (by type or name) of at most RECEIPT_MAX_BYTES, not empty. */
const isReceiptFile = (file: File): boolean =>
  (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) && file.size > 0 && file.size <= RECEIPT_MAX_BYTES;

export const ReceiptUpload = ({ orderId, method, uploaded }: { orderId: number; method: number; uploaded: boolean }) => {
  const { t } = useTranslation('orders');
  const action = useOrderAction();
  const upload = async (file: File): Promise<string> => {
    await uploadReceipt(orderId, file, method === 8 || method === 9 ? method : undefined);
    return t('receipt.done');
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('receipt.title')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('receipt.title')}
        </Title>
        <Text size="sm">{uploaded ? t('receipt.uploaded') : t('receipt.lead')}</Text>
        <FileUploadControl
          label={t('receipt.file')} placeholder={t('receipt.placeholder')} accept="application/pdf,.pdf" uploadLabel={t('receipt.upload')}
          check={(f) => (isReceiptFile(f) ? null : t('receipt.wrongFile'))} action={action} upload={upload}
        />
      </Stack>
    </Paper>
  );
};
