// An item waiting as "awaiting files upload" (issue 8 §4): choose the design file here, it is uploaded and attached,
// and the item becomes selectable (or goes to its quotation). The server checks the file again.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../shared/contracts/cart';
import { showSuccess } from '../../shell/toast';
import { checkoutErrorText } from '../checkout/error-text';
import { uploadDesignFile } from '../order/api';
import { attachFile, refreshCart, replaceItem } from './api';

export const AttachFile = ({ item }: { item: CartItem }) => {
  const { t } = useTranslation('cart');
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!file) return setError(t('attach.choose'));
    setBusy(true);
    setError(null);
    try {
      const up = await uploadDesignFile(file, item.product === 'stencil' ? 'stencil' : 'gerber', () => undefined);
      replaceItem(qc, await attachFile(item.cart_id, up.file_id));
      showSuccess(t('attach.done'));
      setFile(null);
      await refreshCart(qc);
    } catch (err) {
      setError(checkoutErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" c="orange.8">
        {t('attach.needed')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          size="xs"
          w={260}
          label={t('attach.label', { name: item.name })}
          placeholder={t('attach.placeholder')}
          accept=".zip,.rar,application/zip"
          value={file}
          onChange={setFile}
          disabled={busy}
          clearable
        />
        <Button size="xs" onClick={() => void send()} loading={busy}>
          {t('attach.submit')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
