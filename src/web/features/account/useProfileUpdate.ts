// Sends one section's fields to PUT /user/update and re-reads the session, tracking saving / saved state.
import { useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import { useSession } from '../../session/session';
import type { FormValues, ZodForm } from '../../forms';

export const useProfileUpdate = <V extends FormValues, Out>(form: ZodForm<V, Out>, afterSave?: () => void) => {
  const { refresh } = useSession();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      await call('PUT /user/update', { body });
      await refresh();
      afterSave?.();
      setSaved(true);
    } catch (err) {
      form.applyError(err);
    } finally {
      setSaving(false);
    }
  };

  return { saving, saved, onSubmit: (e: FormEvent) => void onSubmit(e) };
};
