// One staff action from a console form: busy while the call runs, the success toast (or the server's refusal as an
// error toast), then the form's follow-up (refresh the lists, close the dialog). The forms of the console (quote,
// decline, hold, cancel, receipt rejection, support status, notice) all did this by hand; this is the one copy.
import { useState } from 'react';
import { showError, showSuccess } from '../../shell/toast';

export const useStaffCall = () => {
  const [busy, setBusy] = useState(false);
  /** Runs `action`; on success shows `done` (or what it makes of the answer) and awaits `after`. */
  const run = async <T>(action: () => Promise<T>, done: string | ((result: T) => string), after?: (result: T) => unknown): Promise<void> => {
    setBusy(true);
    try {
      const result = await action();
      showSuccess(typeof done === 'string' ? done : done(result));
      await after?.(result);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
