// The generic dialog (spec platform §2): openDialog() shows a message or a confirmation from anywhere and
// resolves to whether the visitor confirmed. <DialogHost/> is mounted once in App.tsx; its view loads on first
// use. For a dialog with your own content use <AppModal> from './app-modal'.
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

const DialogView = lazy(() => import('./dialog-view'));

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
  // Once loaded the view stays mounted, so closing plays the modal's exit transition.
  const [used, setUsed] = useState(false);
  if (dialog && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogView dialog={dialog} settle={settle} />
    </Suspense>
  );
};
