import { PUSH_MESSAGES } from '@triptender/contract/push';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { type PushState, usePushDevice } from '../hooks/use-push-device.ts';

/** Why this device cannot take pushes, where it cannot. */
const CANNOT: Partial<Record<PushState, string>> = {
  serverOff: PUSH_MESSAGES.serverOff,
  unsupported: PUSH_MESSAGES.unsupported,
  denied: PUSH_MESSAGES.denied,
};

/**
 * Push notifications on this device (decision 032): turned on here per browser, as each device has a
 * subscription of its own. Says why not when the server has no VAPID keys, the browser cannot take
 * pushes, or the user blocked notifications for the site.
 */
export function PushCard() {
  const { state, busy, error, turnOn, turnOff, keyQuery } = usePushDevice();
  const cannot = CANNOT[state];
  return (
    <SettingsCard title={PUSH_MESSAGES.title} section={{ titleId: 'push-title' }} description={PUSH_MESSAGES.intro}>
      {keyQuery.isError && !keyQuery.data ? (
        <ErrorState error={keyQuery.error} onRetry={() => void keyQuery.refetch()} />
      ) : state === 'loading' ? (
        <Spinner label="Checking notifications on this device" />
      ) : cannot ? (
        <p role="status" className="text-sm text-slate-700" data-testid="push-state">
          {cannot}
        </p>
      ) : (
        <div className="space-y-3">
          {state === 'on' ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="text-sm font-medium text-green-800" data-testid="push-state">
                {PUSH_MESSAGES.on}
              </p>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => void turnOff()}>
                {PUSH_MESSAGES.turnOff}
              </Button>
            </div>
          ) : (
            <Button disabled={busy} onClick={() => void turnOn()}>
              {PUSH_MESSAGES.turnOn}
            </Button>
          )}
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </SettingsCard>
  );
}
