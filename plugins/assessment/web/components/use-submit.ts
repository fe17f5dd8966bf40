import { useState } from 'react';
import { isApiError } from '@seodang/sdk/web';

/**
 * One submission at a time with its error: `run(send)` marks the form busy, and a refusal
 * shows the server's message (already in the user's language).
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await send();
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
