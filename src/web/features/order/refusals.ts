// A server refusal of add-to-cart names the parameters it refused ('values.designs'): they are marked on the form
// like the rule problems, until the customer changes them, so the refusal points at the field to fix.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../shared/params/types';

/** Problems for refused parameters; a key the order catalog does not know reads as the generic refusal. */
export const refusalProblems = (fields: Record<string, string>, known: (key: string) => boolean): Problem[] =>
  Object.entries(fields).map(([field, key]) => ({
    field,
    key: known(key) ? key : 'form.refused',
    params: {},
    severity: 'error' as const,
  }));

export const useRefusals = () => {
  const { i18n } = useTranslation('order');
  const [refused, setRefused] = useState<Problem[]>([]);
  const onRefused = useCallback(
    (fields: Record<string, string>) => setRefused(refusalProblems(fields, (k) => i18n.exists(k, { ns: 'order' }))),
    [i18n],
  );
  /** The customer changed a parameter: its refusal no longer applies. */
  const changed = useCallback((key: string) => setRefused((r) => (r.some((p) => p.field === key) ? r.filter((p) => p.field !== key) : r)), []);
  return { refused, onRefused, changed };
};
