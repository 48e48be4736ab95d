import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { PENDING_REQUEST_MESSAGES as M } from '@triptender/contract/traveller-leads';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FactList, requestFacts } from '@/components/ui/fact-list.tsx';
import { Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { confirmRequestByLink, discardRequestByLink, getRequestConfirmation } from '../api/request-confirmation.ts';
import { BrokenLink } from '@/components/ui/broken-link.tsx';
import { useLinkAction, useLinkInfo } from '@/lib/use-link-page.ts';

type Done = { kind: 'confirmed'; hasPassword: boolean; setPasswordToken: string | null } | { kind: 'discarded' };

/**
 * Where to go next: choose a password at once with the token the confirmation handed over (an
 * account without one), else log in; a password-less account without a token asks for a new link.
 */
function NextStep({ hasPassword, setPasswordToken }: { hasPassword: boolean; setPasswordToken?: string | null }) {
  if (setPasswordToken) {
    return (
      <Link
        to={`${paths.setPassword}?token=${encodeURIComponent(setPasswordToken)}`}
        className={buttonClass('primary')}
      >
        Choose a password to see your quotes
      </Link>
    );
  }
  return hasPassword ? (
    <Link to={paths.login} className={buttonClass('primary')}>
      Log in to see your quotes
    </Link>
  ) : (
    <Link to={paths.forgotPassword} className={buttonClass('primary')}>
      Choose a password to see your quotes
    </Link>
  );
}

/**
 * The page of the emailed confirm link: the request awaiting its traveller's confirmation, to confirm
 * (tour operators then see it; the account may then choose a password) or discard (after asking).
 * Works without logging in or a password. Confirming takes a click on a button (a POST): a mail
 * scanner that merely opens the link confirms nothing.
 */
export function ConfirmRequest({ token }: { token: string }) {
  const { info, linkError } = useLinkInfo(token, getRequestConfirmation);
  const { actionError, pending, act: run } = useLinkAction();
  const [discarding, setDiscarding] = useState(false);
  const [done, setDone] = useState<Done | null>(null);

  const act = (action: () => Promise<Done>) => run(action, setDone).finally(() => setDiscarding(false));

  if (linkError) {
    return (
      <BrokenLink reason={linkError} to={paths.login} label="Log in">
        <p className="text-sm text-slate-600">
          You can also confirm or discard the request from Requests when you log in.
        </p>
      </BrokenLink>
    );
  }
  if (done) {
    return (
      <div role="status" className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">
          {done.kind === 'confirmed' ? M.confirmedToast : M.discardedToast}
        </h1>
        <p className="text-slate-700">{done.kind === 'confirmed' ? M.confirmedDescription : M.discardedDescription}</p>
        {done.kind === 'confirmed' ? (
          <NextStep hasPassword={done.hasPassword} setPasswordToken={done.setPasswordToken} />
        ) : null}
      </div>
    );
  }
  if (!info) return <Spinner label="Checking your link" />;

  const r = info.request;
  const waiting = r.status === 'pending';
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Confirm your trip request</h1>
        <p className="mt-1 text-sm text-slate-600">
          Hi {info.first_name}. Your account is <strong>{info.email}</strong>.
        </p>
      </div>
      <section aria-label="The request" className="rounded-md bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">{r.title}</p>
        <FactList className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1" facts={requestFacts(r)} />
        {r.special_requests ? <p className="mt-2 text-slate-700">{r.special_requests}</p> : null}
      </section>
      {waiting ? (
        <>
          <p className="text-sm text-slate-700">{M.explanation}</p>
          <FormAlert>{actionError}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={pending}
              onClick={() =>
                void act(async () => {
                  const res = await confirmRequestByLink(token);
                  return { kind: 'confirmed', hasPassword: res.has_password, setPasswordToken: res.set_password_token };
                })
              }
            >
              {pending ? 'Working...' : 'Confirm my request'}
            </Button>
            <Button variant="outline" disabled={pending} onClick={() => setDiscarding(true)}>
              Not mine: discard
            </Button>
          </div>
          <ConfirmDialog
            open={discarding}
            onOpenChange={setDiscarding}
            title="Discard this request?"
            description="It is removed for good. No tour operator has seen it."
            confirmLabel="Discard request"
            pending={pending}
            onConfirm={() =>
              void act(async () => {
                await discardRequestByLink(token);
                return { kind: 'discarded' };
              })
            }
          />
        </>
      ) : (
        <div role="status" className="space-y-4">
          <p className="text-slate-700">
            {r.status === 'archived'
              ? M.tripStarted
              : r.status === 'expired'
                ? M.expired
                : 'This request is already confirmed.'}
          </p>
          {r.status === 'expired' ? null : <NextStep hasPassword={info.has_password} />}
        </div>
      )}
    </div>
  );
}
