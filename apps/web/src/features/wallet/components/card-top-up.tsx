import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@triptender/contract/money';
import {
  CHECKOUT_MESSAGES,
  type CheckoutOptions,
  checkoutAmountMessage,
  parseCheckoutDollars,
} from '@triptender/contract/payments';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { walletKey } from '@/lib/query-keys.ts';
import { useCheckoutOptions, useStartCheckout } from '../api/card-top-ups.ts';
import { type WalletData, walletQuery } from '../api/wallet.ts';

// getRandomValues works on plain-http deployments too, where randomUUID does not exist
const newKey = () =>
  `checkout-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

const TITLE_ID = 'card-top-up-title';

function NotConfigured() {
  return (
    <section aria-labelledby={TITLE_ID} className="rounded-md border border-slate-200 p-4 text-sm text-slate-700">
      <h2 id={TITLE_ID} className="flex items-center gap-2 font-semibold text-slate-900">
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        {CHECKOUT_MESSAGES.notConfiguredTitle}
      </h2>
      <p className="mt-1">
        Paying by card is not set up on this TripTender server yet. Top up by invoice and bank transfer instead.
      </p>
    </section>
  );
}

function PayByCard({ companyId, options }: { companyId: number; options: CheckoutOptions }) {
  const start = useStartCheckout(companyId);
  const [selected, setSelected] = useState<number | 'custom'>(options.packs_cents[0] ?? 'custom');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  // one key per intended payment: a double click opens one Checkout session
  const [key, setKey] = useState(newKey);
  const [leaving, setLeaving] = useState(false);
  const range = checkoutAmountMessage(options.min_cents);
  const amount = selected === 'custom' ? parseCheckoutDollars(custom, options.min_cents) : selected;

  const choose = (next: number | 'custom') => {
    setSelected(next);
    setError(null);
    setKey(newKey());
  };

  const pay = () => {
    if (amount === undefined) {
      setError(range);
      return;
    }
    setError(null);
    start.mutate(
      { amount_cents: amount, key },
      {
        onSuccess: ({ checkout_url }) => {
          setLeaving(true);
          window.location.assign(checkout_url);
        },
        onError: (err) => {
          setKey(newKey());
          setError(
            err instanceof ApiError && err.status === 422
              ? (err.fieldErrors.amount_cents?.[0] ?? err.message)
              : err.message,
          );
        },
      },
    );
  };

  const busy = start.isPending || leaving;
  return (
    <section aria-labelledby={TITLE_ID} className="rounded-md border border-slate-200 p-4">
      <h2 id={TITLE_ID} className="flex items-center gap-2 font-semibold text-slate-900">
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        Top up by card
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Pick an amount. You pay on Stripe&apos;s secure page and come straight back here; the credit is added as soon as
        Stripe confirms the payment, with a receipt.
      </p>
      {options.packs_cents.length > 0 ? (
        <div role="group" aria-label="Top-up amount" className="mt-3 flex flex-wrap gap-2">
          {options.packs_cents.map((cents) => (
            <Button
              key={cents}
              variant={selected === cents ? 'primary' : 'outline'}
              aria-pressed={selected === cents}
              onClick={() => choose(cents)}
              disabled={busy}
            >
              {formatMoney(cents)}
            </Button>
          ))}
          <Button
            variant={selected === 'custom' ? 'primary' : 'outline'}
            aria-pressed={selected === 'custom'}
            onClick={() => choose('custom')}
            disabled={busy}
          >
            Other amount
          </Button>
        </div>
      ) : null}
      {selected === 'custom' ? (
        <div className="mt-3 max-w-xs">
          <Label htmlFor="card-top-up-amount">Amount in dollars</Label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
              $
            </span>
            <Input
              id="card-top-up-amount"
              inputMode="numeric"
              className="pl-7"
              value={custom}
              onChange={(e) => {
                setCustom(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') pay();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`card-top-up-amount-hint${error ? ' card-top-up-error' : ''}`}
            />
          </div>
          <p id="card-top-up-amount-hint" className="mt-1 text-xs text-slate-600">
            Whole dollars, from {formatMoney(options.min_cents)} to {formatMoney(options.max_cents)}.
          </p>
        </div>
      ) : null}
      <FieldError id="card-top-up-error">{error}</FieldError>
      <div className="mt-3">
        <Button onClick={pay} disabled={busy}>
          {busy ? 'Opening Stripe...' : amount !== undefined ? `Pay ${formatMoney(amount)} by card` : 'Pay by card'}
        </Button>
      </div>
    </section>
  );
}

/**
 * Card top-ups for Managers and Finance (the page hides it from Agents): the admin's packs or another
 * whole-dollar amount, paid on Stripe Checkout; or a note that card top-ups are not configured.
 */
export function CardTopUp({ companyId }: { companyId: number }) {
  const options = useCheckoutOptions(companyId);
  if (options.error) return <ErrorState error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) {
    return (
      <div aria-busy="true" className="space-y-2 rounded-md border border-slate-200 p-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full max-w-sm" />
      </div>
    );
  }
  return options.data.enabled ? <PayByCard companyId={companyId} options={options.data} /> : <NotConfigured />;
}

/** How often, and how many times, the wallet is read again while Stripe's confirmation is on its way. */
const POLL_MS = 2000;
const POLL_TIMES = 15;

/**
 * The message after Stripe Checkout sends the browser back (?checkout=success|cancelled). After a
 * payment, the wallet is read again every few seconds until the card top-up of that session shows
 * (the webhook credits it, usually within seconds), then says it was added.
 */
export function CheckoutReturnNotice({ companyId }: { companyId: number }) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');
  const success = outcome === 'success';
  const isCredited = (data: WalletData | undefined) =>
    sessionId !== null && (data?.data.some((e) => e.kind === 'card_top_up' && e.note?.includes(sessionId)) ?? false);
  // read the wallet again until the credit shows, or for a while
  const wallet = useQuery({
    ...walletQuery(companyId, 1),
    enabled: success,
    refetchInterval: (query) =>
      isCredited(query.state.data) || query.state.dataUpdateCount >= POLL_TIMES ? false : POLL_MS,
  });
  const credited = success && isCredited(wallet.data);
  const queryClient = useQueryClient();
  // once credited, everything under the wallet's key reads again: the receipt, the limits, the balance
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: walletKey(companyId) });
  }, [credited, companyId, queryClient]);
  const reads = queryClient.getQueryState(walletQuery(companyId, 1).queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = reads >= POLL_TIMES;

  if (outcome !== 'success' && outcome !== 'cancelled') return null;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('checkout');
        p.delete('session_id');
        return p;
      },
      { replace: true },
    );
  const message = !success
    ? CHECKOUT_MESSAGES.cancelled
    : credited
      ? CHECKOUT_MESSAGES.credited
      : gaveUp
        ? CHECKOUT_MESSAGES.stillWaiting
        : CHECKOUT_MESSAGES.success;
  const Icon = success ? CheckCircle2 : Info;
  return (
    <div
      role="status"
      className={cn(
        'mb-6 flex items-start gap-3 rounded-md border p-4 text-sm',
        success ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-slate-200 bg-slate-50 text-slate-800',
      )}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1" data-testid="checkout-notice">
        {message}
      </p>
      <Button variant="ghost" size="sm" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
