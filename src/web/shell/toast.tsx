// Toasts: a tiny store of its own (no @mantine/notifications) rendered by <ToastViewport/> (mounted once in
// App.tsx). Any code may call showError(err) or showToast(...), inside React or not. Errors without per-call
// handling show the server's message, translated by its key, else the generic failure text (spec platform §8).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ApiError } from '../api/client';
import i18n, { translateKey } from '../i18n/index';

// The list's view loads with the first toast, keeping Notification out of the first download.
const ToastList = lazy(() => import('./toast-list'));

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
}

/** How long a toast stays before it closes by itself. */
const TOAST_MS = 6000;
const MAX_VISIBLE = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const snapshot = () => toasts;

const dismissToast = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

const showToast = (message: string, kind: ToastKind = 'info', title?: string): number => {
  const id = nextId++;
  // The oldest toasts give way so a burst of failures cannot cover the page.
  toasts = [...toasts, { id, kind, message, title }].slice(-MAX_VISIBLE);
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
};

/** The text shown for a failed call: the translated message key, else the server message, else the generic text. */
export const errorMessage = (err: unknown): string => {
  const generic = i18n.t('errors.generic', { ns: 'common' });
  if (err instanceof ApiError) {
    const text = translateKey(err.key, err.message || generic);
    return err.requestId ? `${text} ${i18n.t('errors.requestId', { ns: 'common', id: err.requestId })}` : text;
  }
  return generic;
};

export const showError = (err: unknown): number => showToast(errorMessage(err), 'error');
export const showSuccess = (message: string): number => showToast(message, 'success');

/** For components: the same functions, so call sites read `const toast = useToast(); toast.showError(err)`. */
export const useToast = () => ({ show: showToast, success: showSuccess, showError, dismiss: dismissToast });

/** Test helper: forget all toasts. */
export const clearToasts = () => {
  toasts = [];
  emit();
};

export const ToastViewport = () => {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={list} onClose={dismissToast} />
    </Suspense>
  );
};
