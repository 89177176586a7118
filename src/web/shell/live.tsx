// When a prerendered page is live (public/boot.js then makes again a press it held, and types again what was typed,
// while the page was HTML only). React hydrates such a page in parts: the root first, then each Suspense boundary in a
// pass of its own (the footer's, ShopChrome). A press replayed into a part not hydrated yet did nothing (the footer's
// newsletter box on the Japanese home page in CI), so the page says it is live once every part it was served with is.
import { useEffect } from 'react';

export type LivePart = 'app' | 'footer';

/** The parts this page was served with: the footer when the prerendered markup has one. */
const servedParts = (): Set<LivePart> => {
  const parts = new Set<LivePart>(['app']);
  if (document.querySelector('#root footer')) parts.add('footer');
  return parts;
};

let waiting: Set<LivePart> | undefined;
let said = false;

/** Read the served markup before React touches it (main.tsx calls this first). */
export const noteServedParts = (): void => {
  waiting ??= servedParts();
};

/** Until it is said, boot.js holds every press on a button: a part that never hydrates must not freeze the page. */
const LATEST_AFTER_APP_MS = 5_000;

const sayLive = (): void => {
  if (said) return;
  said = true;
  window.dispatchEvent(new Event('fusion:hydrated'));
};

const markLive = (part: LivePart): void => {
  waiting ??= servedParts();
  waiting.delete(part);
  if (part === 'app') setTimeout(sayLive, LATEST_AFTER_APP_MS);
  if (waiting.size === 0) sayLive();
};

/** Rendered in a part of the page: says that part is live once React has committed it. */
export const LiveMark = ({ part }: { part: LivePart }) => {
  useEffect(() => markLive(part), [part]);
  return null;
};
