// The order form survives a trip to the login page (issue 3 §1: "the page is as it was after sign-in"): its
// state is kept in sessionStorage under the page's path and read back, through the same zod schema the server
// uses, when the page mounts again. Anything unreadable is ignored and the defaults apply.
import { useEffect, useState } from 'react';
import type { z } from 'zod';

const PREFIX = 'fusion_order:';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const readStored = <S extends z.ZodType>(key: string, schema: S): z.output<S> | null => {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const writeStored = (key: string, value: unknown): void => {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the form still works, it just starts over after sign-in.
  }
};

/** Forgets every kept order form (on sign-out: on a shared browser the next person must not find the last
 *  customer's files, BOM or choices). */
export const clearStoredOrders = (): void => {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
};

/** useState that is restored from and written to sessionStorage under `key`. */
export const usePersistentState = <S extends z.ZodType>(key: string, schema: S, initial: () => z.output<S>) => {
  const [value, setValue] = useState<z.output<S>>(() => readStored(key, schema) ?? initial());
  useEffect(() => writeStored(key, value), [key, value]);
  return [value, setValue] as const;
};
