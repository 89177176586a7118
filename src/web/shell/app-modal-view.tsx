// Mantine's Modal with the spec's mobile top offset (7% of the window height, platform §9), centred on desktop,
// and a named close button. Loaded on demand through AppModal (app-modal.tsx).
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const MOBILE_DIALOG_OFFSET = '7vh';

export default function AppModalView(props: ModalProps) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const { t } = useTranslation('common');
  return (
    <Modal
      centered={!mobile}
      yOffset={mobile ? MOBILE_DIALOG_OFFSET : undefined}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      {...props}
    />
  );
}
