// The generic dialog's view, loaded the first time a dialog opens (keeps Modal out of the first download).
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// already loaded on demand: the modal itself directly, not through AppModal's second lazy step
import AppModal from './app-modal-view';
import type { DialogOptions } from './dialog';

export default function DialogView({ dialog, settle }: { dialog: DialogOptions | null; settle(confirmed: boolean): void }) {
  const { t } = useTranslation('common');
  return (
    <AppModal opened={dialog !== null} onClose={() => settle(false)} title={dialog?.title} size={dialog?.size ?? 'md'}>
      {dialog && (
        <Stack>
          <div>{dialog.body}</div>
          <Group justify="flex-end">
            {dialog.withCancel && (
              <Button variant="default" onClick={() => settle(false)}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button onClick={() => settle(true)}>
              {dialog.confirmLabel ?? (dialog.withCancel ? t('actions.confirm') : t('actions.close'))}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
