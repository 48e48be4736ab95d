import { useEffect, useState } from 'react';

/** An error's message as the page shows it. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * What the page of an emailed link (set a password, confirm a request, unsubscribe) reads first: what
 * the link stands for, or why it does not work. Reading changes nothing: mail scanners open links.
 */
export function useLinkInfo<T>(token: string, read: (token: string, signal: AbortSignal) => Promise<T>) {
  const [info, setInfo] = useState<T | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'This link is incomplete.');

  useEffect(() => {
    if (!token) return;
    const ac = new AbortController();
    read(token, ac.signal).then(setInfo, (err: unknown) => {
      if ((err as Error).name !== 'AbortError') setLinkError(errorText(err));
    });
    return () => ac.abort();
  }, [token, read]);

  return { info, setInfo, linkError };
}

/** A link page's button: pending while its call runs, the call's failure in words beside it. */
export function useLinkAction() {
  const [actionError, setActionError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const act = async <R>(action: () => Promise<R>, then: (result: R) => void) => {
    setPending(true);
    setActionError(null);
    try {
      then(await action());
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return { actionError, pending, act };
}
