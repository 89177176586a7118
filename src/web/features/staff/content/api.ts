// The content screens' server calls (route map: src/shared/routes/staff-content.ts) and the save helper their forms
// share: busy state, the server's field errors translated, a toast, and a refresh of the lists that changed.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteInput } from '../../../../shared/routes/index';
import { ApiError, call } from '../../../api/client';
import { translateKey } from '../../../i18n/index';
import { showError, showSuccess } from '../../../shell/toast';
import { AUDIT_KEY, STAFF_KEY } from '../api';

export const CONTENT_KEY = [...STAFF_KEY, 'content'] as const;

export const useStaffBanners = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'banners'], queryFn: ({ signal }) => call('GET /v1/staff/content/banners', {}, { signal }) });
export const useStaffMenu = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'menu'], queryFn: ({ signal }) => call('GET /v1/staff/content/menu', {}, { signal }) });
export type ArticleSearch = NonNullable<RouteInput<'GET /v1/staff/content/articles'>['query']>;
export const useStaffArticles = (query: ArticleSearch) =>
  useQuery({
    queryKey: [...CONTENT_KEY, 'articles', query],
    queryFn: ({ signal }) => call('GET /v1/staff/content/articles', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useCmsBlocks = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'cms'], queryFn: ({ signal }) => call('GET /v1/staff/content/cms', {}, { signal }) });
export const useRates = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'rates'], queryFn: ({ signal }) => call('GET /v1/staff/content/rates', {}, { signal }) });

/**
 * Runs a save: shows "Saved." (or the server's message), keeps the server's field errors for the form, and
 * refreshes the console's content lists plus the shop's own cached reads named in `shopKeys`.
 */
export const useSave = (shopKeys: readonly (readonly string[])[] = []) => {
  const { t } = useTranslation('staff');
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (action: () => Promise<unknown>, done: string = t('common.saved')): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      await action();
      showSuccess(done);
      await qc.invalidateQueries({ queryKey: CONTENT_KEY });
      await qc.invalidateQueries({ queryKey: AUDIT_KEY });
      for (const key of shopKeys) await qc.invalidateQueries({ queryKey: key });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([f, key]) => [f, translateKey(key, key)])));
      }
      showError(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, run };
};

/** A datetime-local input's value ('2026-05-01T09:00', the browser's zone) from an ISO instant, and back. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (v: string): string | null => (v ? new Date(v).toISOString() : null);
