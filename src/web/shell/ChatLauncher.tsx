// The spec's live-chat widget (platform §2 "live-chat widget"; "Support chat opens after 1 second on pages not hidden
// by a route flag"): one second after a shop page opens, the widget's own chunk loads and its button appears, unless
// the route carries `hideChat` (RouteHandle in routes.tsx: cart and order forms). The chunk stays out of the first
// paint; a chunk that fails to load is logged only (as the spec says of the chat script), the page goes on without a chat.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../routes';
import { loadPageCatalogs } from '../i18n/index';

export const CHAT_DELAY_MS = 1000;

const ChatWidget = lazy((): Promise<{ default: React.ComponentType }> =>
  Promise.all([import('../features/support/ChatWidget'), loadPageCatalogs()])
    .then(([mod]) => mod)
    .catch((err: unknown) => {
      console.warn('The chat widget could not be loaded.', err);
      return { default: () => null };
    }),
);

const hiddenBy = (handle: unknown): boolean => typeof handle === 'object' && handle !== null && (handle as RouteHandle).hideChat === true;

export const ChatLauncher = () => {
  const hidden = useMatches().some((m) => hiddenBy(m.handle));
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CHAT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (hidden || !due) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
};
