// Mantine's Modal with the spec's mobile top offset (7% of the window height, platform §9), centred on desktop.
// Use it for every dialog so they all sit the same way.
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export const MOBILE_DIALOG_OFFSET = '7vh';

export const AppModal = (props: ModalProps) => {
  const mobile = useMediaQuery('(max-width: 48em)');
  return <Modal centered={!mobile} yOffset={mobile ? MOBILE_DIALOG_OFFSET : undefined} {...props} />;
};
