// Translating the keys the shared schemas, rules and the server emit ('pcb.param.layers', 'pcb.unit.mm',
// 'pcb.rule.ospSize', 'shipping.overWeight', 'upload.empty', 'gerber.parseFailed') in the 'order' namespace.
// They are data, not literals, so i18next's typed keys cannot check them; a unit test in the shared params checks
// that every emitted key has both texts.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shell/toast';
import { ApiError } from '../../api/client';

type Params = Record<string, string | number>;
export type KeyText = (key: string, params?: Params) => string;

/** A translator for dynamic keys of the 'order' namespace; an unknown key falls back to `fallback` or the key. */
export const useKeyText = (): KeyText => {
  const { t, i18n } = useTranslation('order');
  return useCallback(
    (key: string, params?: Params) => {
      if (!i18n.exists(key, { ns: 'order' })) return key;
      const dynamic = t as unknown as (k: string, o?: Params) => string;
      return dynamic(key, params);
    },
    [t, i18n],
  );
};

/** The text for a failed upload or add-to-cart: the order catalog's message for its key, else the shell's text. */
export const useFailureText = () => {
  const { i18n } = useTranslation('order');
  const keyText = useKeyText();
  return useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError && err.key && i18n.exists(err.key, { ns: 'order' })) return keyText(err.key);
      return errorMessage(err);
    },
    [i18n, keyText],
  );
};
