// The dialog every page uses (app-modal-view.tsx: Mantine's Modal placed as the spec asks). Its code (Modal, the
// scroll lock, the focus trap) is not needed to paint a page, so it loads when the browser is idle after the page,
// or at the latest when a dialog first opens (issue 17: the order forms and the cart paint without it).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from '@mantine/core';

const loadView = () => import('./app-modal-view');
const AppModalView = lazy(loadView);

export const AppModal = (props: ModalProps) => {
  // Mounted from the first opening on, so closing still plays Mantine's transition.
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => void loadView());
    return () => cancelIdleCallback(id);
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AppModalView {...props} />
    </Suspense>
  );
};
