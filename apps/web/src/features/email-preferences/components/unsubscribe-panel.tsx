import { paths } from '@triptender/contract/paths';
import { BrokenLink } from '@/components/ui/broken-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useLinkAction, useLinkInfo } from '@/lib/use-link-page.ts';
import { getUnsubscribe, postResubscribe, postUnsubscribe } from '../api/email-preferences.ts';

/**
 * The page of an email's unsubscribe link, without logging in. Opening it changes nothing (mail
 * scanners open links): the button unsubscribes, and the same page offers to resubscribe.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { info, setInfo, linkError } = useLinkInfo(token, getUnsubscribe);
  const { actionError, pending, act } = useLinkAction();

  if (linkError) return <BrokenLink reason={linkError} to={paths.home} label="Go to the home page" />;
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
        <Button disabled={pending} onClick={() => void act(() => postUnsubscribe(token), setInfo)}>
          {pending ? 'Working...' : 'Unsubscribe'}
        </Button>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">Clicked by mistake?</p>
          <Button variant="outline" disabled={pending} onClick={() => void act(() => postResubscribe(token), setInfo)}>
            {pending ? 'Working...' : 'Resubscribe'}
          </Button>
        </div>
      )}
    </div>
  );
}
