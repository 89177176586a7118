// The maintenance notice's 490 px dialog (spec platform §9); MaintenanceNotice.tsx loads it when the site is
// not normal.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
// already loaded on demand: the modal itself directly, not through AppModal's second lazy step
import AppModal from './app-modal-view';

const MAINTENANCE_DIALOG_WIDTH = 490;

interface MaintenanceDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  desc: ReactNode;
}

const MaintenanceDialog = ({ opened, onClose, title, desc }: MaintenanceDialogProps) => (
  <AppModal opened={opened} onClose={onClose} title={title} size={MAINTENANCE_DIALOG_WIDTH}>
    <Text style={{ whiteSpace: 'pre-line' }}>{desc}</Text>
  </AppModal>
);

export default MaintenanceDialog;
