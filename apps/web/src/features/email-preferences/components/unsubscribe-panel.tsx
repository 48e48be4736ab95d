import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { BrokenLink } from '@/components/ui/broken-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { getUnsubscribe, postResubscribe, postUnsubscribe, type UnsubscribeInfo } from '../api/email-preferences.ts';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The page of an email's unsubscribe link, without logging in. Opening it changes nothing (mail
 * scanners open links): the button unsubscribes, and the same page offers to resubscribe.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const [info, setInfo] = useState<UnsubscribeInfo | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : 'This link is incomplete.');
  const [actionError, setActionError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!token) return;
    const ac = new AbortController();
    getUnsubscribe(token, ac.signal).then(setInfo, (err: unknown) => {
      if ((err as Error).name !== 'AbortError') setLinkError(errorText(err));
    });
    return () => ac.abort();
  }, [token]);

  const act = async (action: () => Promise<UnsubscribeInfo>) => {
    setPending(true);
    setActionError(null);
    try {
      setInfo(await action());
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  if (linkError) {
    return (
      <BrokenLink reason={linkError}>
        <Link to={paths.home} className="font-medium text-brand-700 hover:underline">
          Go to the home page
        </Link>
      </BrokenLink>
    );
  }
  if (!info) return <Spinner label="Checking your link" />;

  return (
    <div className="space-y-4">
      {info.subscribed ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
          <p className="text-slate-700">
            Stop {info.list_label} emails to <strong>{info.email}</strong>? Other emails, such as messages about your
            trips or your account, still come.
          </p>
        </>
      ) : (
        <div role="status" className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">You are unsubscribed</h1>
          <p className="text-slate-700">
            You are unsubscribed from {info.list_label} emails for <strong>{info.email}</strong>.
          </p>
        </div>
      )}
      <FormAlert>{actionError}</FormAlert>
      {info.subscribed ? (
        <Button disabled={pending} onClick={() => void act(() => postUnsubscribe(token))}>
          {pending ? 'Working...' : 'Unsubscribe'}
        </Button>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">Clicked by mistake?</p>
          <Button variant="outline" disabled={pending} onClick={() => void act(() => postResubscribe(token))}>
            {pending ? 'Working...' : 'Resubscribe'}
          </Button>
        </div>
      )}
    </div>
  );
}
