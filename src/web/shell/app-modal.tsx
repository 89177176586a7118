// The dialog every page uses (app-modal-view.tsx: Mantine's Modal placed as the spec asks). Its code (Modal, the
// scroll lock, the focus trap) is not needed to paint a page, so it loads when the visitor first touches or types
// anywhere (a dialog only ever opens in answer to that), or at the latest when a dialog first opens (issue 17: the
// order forms and the cart paint without it; loaded when the browser fell idle, it was a 50 ms task on a phone while
// the page was still coming alive).
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from '@mantine/core';

const loadView = () => import('./app-modal-view');
const AppModalView = lazy(loadView);
const FIRST_TOUCH = ['pointerdown', 'keydown'] as const;

export const AppModal = (props: ModalProps) => {
  // Mounted from the first opening on, so closing still plays Mantine's transition.
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  useEffect(() => {
    const load = () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, load, true);
      void loadView();
    };
    for (const type of FIRST_TOUCH) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, load, true);
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AppModalView {...props} />
    </Suspense>
  );
};
