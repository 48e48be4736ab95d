import { Link } from 'react-router';
import type { OpenLead } from '@triptender/contract/marketplace';
import { formatCents, formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { passesSpendingLimit, PURCHASE_MESSAGES, spendingLimitMessage } from '@triptender/contract/purchases';
import { buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useCompanyBalance } from '../api/balance.ts';

/** What to do when the wallet is short: a way to the wallet, or whom to ask when the role cannot open it. */
export function TopUpWayForward({ canViewWallet }: { canViewWallet: boolean }) {
  return canViewWallet ? (
    <Link to={paths.company.wallet} className={`${buttonClass('outline', 'sm')} mt-3`}>
      {PURCHASE_MESSAGES.topUpAction}
    </Link>
  ) : (
    <p className="mt-2">{PURCHASE_MESSAGES.askToTopUp}</p>
  );
}

/** What to do when the monthly spending limit is reached: a way to the limit, or whom to ask. */
export function LimitWayForward({ canSetLimits }: { canSetLimits: boolean }) {
  return canSetLimits ? (
    <Link to={`${paths.company.wallet}#spending-limits`} className={`${buttonClass('outline', 'sm')} mt-3`}>
      {PURCHASE_MESSAGES.limitAction}
    </Link>
  ) : (
    <p className="mt-2">{PURCHASE_MESSAGES.askToRaiseLimit}</p>
  );
}

const WARNING = 'mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900';

/**
 * 'Buy this trip request?': the wallet balance first, then what buying does. When the purchase would
 * pass the company's monthly spending limit, or the balance does not cover the price, it says so (the
 * limit first, as the server checks it first), the Buy button is disabled and the way forward is offered.
 */
export function BuyDialog({
  lead,
  companyId,
  canViewWallet,
  canSetLimits,
  pending,
  onConfirm,
  ...dialog
}: DialogState & {
  lead: OpenLead | null;
  companyId: number;
  canViewWallet: boolean;
  canSetLimits: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  const balance = useCompanyBalance(dialog.open ? companyId : 0);
  const price = lead ? formatMoney(lead.price_cents) : '';
  const known = balance.isSuccess && !balance.isFetching;
  const cents = balance.data?.balance_cents ?? 0;
  const short = known && lead !== null && cents < lead.price_cents;
  const limits = known ? balance.data.limits : null;
  const overLimit = limits !== null && lead !== null && passesSpendingLimit(limits, lead.price_cents);
  return (
    <ConfirmDialog
      {...dialog}
      title="Buy this trip request?"
      description={
        known
          ? `${PURCHASE_MESSAGES.balanceLabel}: ${formatCents(cents)}`
          : balance.isError
            ? 'We could not check your balance just now.'
            : 'Checking your balance...'
      }
      confirmLabel={lead ? `Buy for ${price}` : 'Buy'}
      tone="primary"
      pending={pending}
      // while the balance loads nothing is bought; if it cannot be read, the server still checks it
      disabled={short || overLimit || balance.isFetching}
      onConfirm={onConfirm}
    >
      {lead === null ? null : overLimit ? (
        <div role="alert" className={WARNING}>
          <p className="font-semibold">{PURCHASE_MESSAGES.limitTitle}</p>
          <p>{spendingLimitMessage(limits.monthly_spend_limit_cents!, limits.resets_on)}</p>
          <LimitWayForward canSetLimits={canSetLimits} />
        </div>
      ) : short ? (
        <div role="alert" className={WARNING}>
          <p className="font-semibold">{PURCHASE_MESSAGES.shortTitle}</p>
          <p>
            This request costs {price}. {PURCHASE_MESSAGES.shortDescription}
          </p>
          <TopUpWayForward canViewWallet={canViewWallet} />
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {price} will be taken from your wallet
          {known ? `, leaving ${formatCents(cents - lead.price_cents)}` : ''}. You will see {lead.first_name}&apos;s
          contact details and can send a quote.
          {limits?.monthly_spend_limit_cents != null
            ? ` This month: ${formatCents(limits.spent_this_month_cents)} spent of your ${formatCents(limits.monthly_spend_limit_cents)} limit.`
            : ''}
        </p>
      )}
    </ConfirmDialog>
  );
}
