// One file sent as soon as it is picked (ODM files, review pictures): busy while it travels, and the server's refusal
// ("Please upload the correct file type or size.") in the edition's words when it is refused.
import { useState } from 'react';
import { ApiError } from '../api/client';
import { useErrorText } from './error-text';

export const useFileSend = (send: (file: File) => Promise<void>) => {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await send(file);
    } catch (err) {
      setProblem(err instanceof ApiError ? errorText(err.key, err.message) : errorText('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, pick };
};
