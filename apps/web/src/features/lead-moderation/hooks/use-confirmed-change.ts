import { useState } from 'react';
import { useRefreshAfterDelete } from '../api/leads.ts';

/**
 * A change to leads the admin confirms first (a deletion, a merge): `run` makes it and says how it
 * went, then the lists refresh; the dialog stays open, and cannot be closed, until both are done.
 */
export function useConfirmedChange<R>(run: (request: R) => Promise<void>) {
  const refresh = useRefreshAfterDelete();
  const [confirm, setConfirm] = useState<R | null>(null);
  const [running, setRunning] = useState(false);

  const start = async () => {
    if (!confirm) return;
    setRunning(true);
    await run(confirm);
    await refresh();
    setRunning(false);
    setConfirm(null);
  };

  const dialog = {
    open: confirm !== null,
    onOpenChange: (open: boolean) => (open || running ? null : setConfirm(null)),
    pending: running,
    onConfirm: () => void start(),
  };
  return { confirm, ask: setConfirm, dialog };
}
