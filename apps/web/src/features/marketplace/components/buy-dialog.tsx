import { Link } from 'react-router';
import type { OpenLead } from '@triptender/contract/marketplace';
import { formatCents, formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useCompanyBalance } from '../api/get-balance.ts';

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

/**
 * 'Buy this trip request?': the wallet balance first, then what buying does. When the balance does
 * not cover the price, it says so, the Buy button is disabled and the way forward is offered.
 */
export function BuyDialog({
  lead,
  companyId,
  canViewWallet,
  pending,
  onConfirm,
  ...dialog
}: DialogState & {
  lead: OpenLead | null;
  companyId: number;
  canViewWallet: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  const balance = useCompanyBalance(dialog.open ? companyId : 0);
  const price = lead ? formatMoney(lead.price_cents) : '';
  const known = balance.isSuccess && !balance.isFetching;
  const cents = balance.data?.balance_cents ?? 0;
  const short = known && lead !== null && cents < lead.price_cents;
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
      disabled={short || balance.isFetching}
      onConfirm={onConfirm}
    >
      {lead === null ? null : short ? (
        <div role="alert" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
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
        </p>
      )}
    </ConfirmDialog>
  );
}
