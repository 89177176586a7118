// Wire-transfer orders: upload the bank receipt (spec platform §4: PDF, at most 20 MB) so staff can confirm the
// payment. Checked here for a quick answer; the server checks the content again.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECEIPT_MAX_BYTES } from '../../../shared/contracts/payment';
import { showSuccess } from '../../shell/toast';
import { checkoutErrorText } from '../checkout/error-text';
import { uploadReceipt } from '../payment/api';
import { ORDERS_KEY } from './api';

/** A message key of the orders namespace when the file cannot be a receipt, else null. */
const receiptFileProblem = (file: File): string | null => {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf || file.size === 0 || file.size > RECEIPT_MAX_BYTES) return 'receipt.wrongFile';
  return null;
};

export const ReceiptUpload = ({ orderId, method, uploaded }: { orderId: number; method: number; uploaded: boolean }) => {
  const { t } = useTranslation('orders');
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!file) return setError(t('receipt.choose'));
    const problem = receiptFileProblem(file);
    if (problem) return setError(t('receipt.wrongFile'));
    setBusy(true);
    setError(null);
    try {
      await uploadReceipt(orderId, file, method === 8 || method === 9 ? method : undefined);
      showSuccess(t('receipt.done'));
      setFile(null);
      await qc.invalidateQueries({ queryKey: ORDERS_KEY });
    } catch (err) {
      setError(checkoutErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('receipt.title')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('receipt.title')}
        </Title>
        <Text size="sm">{uploaded ? t('receipt.uploaded') : t('receipt.lead')}</Text>
        <FileInput
          label={t('receipt.file')}
          placeholder={t('receipt.placeholder')}
          accept="application/pdf,.pdf"
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(f ? (receiptFileProblem(f) ? t('receipt.wrongFile') : null) : null);
          }}
          clearable
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void send()} loading={busy} disabled={!file}>
            {t('receipt.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
