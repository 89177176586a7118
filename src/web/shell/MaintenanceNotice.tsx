// The system-maintenance notice (spec platform §2, §9): GET /help/system-status; when the site is not normal,
// a 490 px dialog shows the server's title and description. The visitor may close it and keep browsing.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { AppModal } from './app-modal';
import { useSystemStatus } from './queries';

const MAINTENANCE_DIALOG_WIDTH = 490;

export const MaintenanceNotice = () => {
  const status = useSystemStatus();
  const [dismissed, setDismissed] = useState(false);
  const data = status.data;
  const show = !!data && data.normal === false && !dismissed;
  return (
    <AppModal opened={show} onClose={() => setDismissed(true)} title={data?.title} size={MAINTENANCE_DIALOG_WIDTH}>
      <Text style={{ whiteSpace: 'pre-line' }}>{data?.desc}</Text>
    </AppModal>
  );
};
