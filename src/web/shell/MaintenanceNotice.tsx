// The system-maintenance notice (spec platform §2, §9): GET /help/system-status; when the site is not normal,
// a 490 px dialog shows the server's title and description. The visitor may close it and keep browsing.
// The dialog (Mantine's Modal) loads only when there is something to show, so a normal day's first paint
// carries no modal code (issue 17).
import { lazy, Suspense, useState } from 'react';
import { useSystemStatus } from './queries';

const MaintenanceDialog = lazy(() => import('./MaintenanceDialog'));

export const MaintenanceNotice = () => {
  const status = useSystemStatus();
  const [dismissed, setDismissed] = useState(false);
  // Once loaded the dialog stays mounted, so closing plays the modal's exit transition.
  const [used, setUsed] = useState(false);
  const data = status.data;
  const show = !!data && data.normal === false && !dismissed;
  if (show && !used) setUsed(true);
  if (!used || !data) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceDialog opened={show} onClose={() => setDismissed(true)} title={data.title} desc={data.desc} />
    </Suspense>
  );
};
