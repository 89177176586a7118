// The toasts' view (see toast.tsx), top right, newest last.
import { Notification, Portal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Toast, ToastKind } from './toast';

const COLORS: Record<ToastKind, string> = { error: 'red', success: 'green', info: 'blue' };

export default function ToastList({ toasts, onClose }: { toasts: readonly Toast[]; onClose(id: number): void }) {
  const { t } = useTranslation('common');
  return (
    <Portal>
      <Stack gap="xs" style={{ position: 'fixed', top: 16, right: 16, zIndex: 1000, width: 'min(360px, calc(100vw - 32px))' }}>
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={COLORS[toast.kind]}
            title={toast.title}
            onClose={() => onClose(toast.id)}
            closeButtonProps={{ 'aria-label': t('actions.close') }}
            withBorder
          >
            {toast.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
