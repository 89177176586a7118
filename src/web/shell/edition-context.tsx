// The edition (English or Japanese) as React context. It defaults to the one detected from the host name
// (src/web/edition.ts); tests and previews can render the other edition by wrapping in <EditionProvider>.
import { createContext, useContext, type ReactNode } from 'react';
import { edition as detected, type Edition } from '../edition';

const EditionContext = createContext<Edition>(detected);

export const EditionProvider = ({ value, children }: { value: Edition; children: ReactNode }) => (
  <EditionContext.Provider value={value}>{children}</EditionContext.Provider>
);

export const useEdition = (): Edition => useContext(EditionContext);

/** The edition's home page: the Japanese edition's root is its own home page (spec platform §2). */
export const homePath = (e: Edition): string => (e === 'jp' ? '/' : '/fusion');
