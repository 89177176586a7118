// The generic dialog (spec platform §2): <AppModal> is Mantine's Modal with the spec's mobile top offset (7% of
// the window height, §9); openDialog() shows a message or a confirmation from anywhere and resolves to whether
// the visitor confirmed. <DialogHost/> is mounted once in App.tsx.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export const MOBILE_DIALOG_OFFSET = '7vh';

export const AppModal = (props: ModalProps) => {
  const mobile = useMediaQuery('(max-width: 48em)');
  return <Modal centered={!mobile} yOffset={mobile ? MOBILE_DIALOG_OFFSET : undefined} {...props} />;
};

export interface DialogOptions {
  title: ReactNode;
  body: ReactNode;
  /** Text of the main button; defaults to "Confirm" (or "Close" when there is no cancel button). */
  confirmLabel?: string;
  /** Show a cancel button (a confirmation) or not (a message). */
  withCancel?: boolean;
  size?: number | string;
}

interface OpenDialog extends DialogOptions {
  resolve(confirmed: boolean): void;
}

let current: OpenDialog | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const snapshot = () => current;

/** Opens a dialog (replacing any open one, which resolves false). Resolves true on confirm, false otherwise. */
export const openDialog = (options: DialogOptions): Promise<boolean> =>
  new Promise((resolve) => {
    current?.resolve(false);
    current = { ...options, resolve };
    emit();
  });

const settle = (confirmed: boolean) => {
  const open = current;
  current = null;
  emit();
  open?.resolve(confirmed);
};

export const DialogHost = () => {
  const dialog = useSyncExternalStore(subscribe, snapshot, snapshot);
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
};
