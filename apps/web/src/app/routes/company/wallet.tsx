import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { companyRoleCan } from '@triptender/contract/team';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ReportBadLeadDialog } from '@/features/bad-lead-reports/components/report-bad-lead-dialog.tsx';
import { BillingDetailsCard } from '@/features/wallet/components/billing-details.tsx';
import { CardTopUp, CheckoutReturnNotice } from '@/features/wallet/components/card-top-up.tsx';
import { ReceiptsCard } from '@/features/wallet/components/receipts-card.tsx';
import { SpendingLimits } from '@/features/wallet/components/spending-limits.tsx';
import { StatementDownload } from '@/features/wallet/components/statement-download.tsx';
import { WalletPanel } from '@/features/wallet/components/wallet-panel.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/** The other way to add credit, for larger amounts: an invoice paid by bank transfer, through the TripTender team. */
function HowToTopUp() {
  return (
    <section aria-labelledby="top-up-title" className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">
      <h2 id="top-up-title" className="font-semibold text-slate-900">
        Top up by invoice
      </h2>
      <p className="mt-1 text-slate-600">For larger amounts, or if you prefer a bank transfer:</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          <Link to={`${paths.company.conversations}?tab=admin`} className="font-medium text-brand-700 hover:underline">
            Message the TripTender team
          </Link>{' '}
          with the amount you want to add.
        </li>
        <li>We send you an invoice; pay it by bank transfer.</li>
        <li>The credit appears here as soon as your payment arrives, and you can buy trip requests with it.</li>
      </ol>
    </section>
  );
}

export function Component() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <title>Wallet | TripTender</title>
      <meta
        name="description"
        content="Your prepaid credit for buying trip requests, and everything it was spent on."
      />
      <PageHeader title="Wallet" description="Trip requests are paid from this prepaid credit." />
      {user?.company ? <CheckoutReturnNotice companyId={Number(user.company.id)} /> : null}
      {user?.company ? (
        <WalletPanel
          companyId={Number(user.company.id)}
          renderReportDialog={(props) => <ReportBadLeadDialog {...props} />}
          leadHref={(id) => `${paths.company.leads}?lead=${id}`}
        >
          {/* Managers and Finance pay by card; the API refuses Agents too */}
          {companyRoleCan(user.company_role?.id, 'payByCard') ? (
            <CardTopUp companyId={Number(user.company.id)} />
          ) : null}
          <HowToTopUp />
        </WalletPanel>
      ) : null}
      {/* Agents never reach this page (the nav hides it, the API refuses the wallet); Finance reads the limits */}
      {user?.company && companyRoleCan(user.company_role?.id, 'viewWallet') ? (
        <div className="mt-6">
          <SpendingLimits
            companyId={Number(user.company.id)}
            canEdit={companyRoleCan(user.company_role?.id, 'setSpendingLimits')}
          />
        </div>
      ) : null}
      {/* receipts, statements and billing details: Managers and Finance (the API refuses Agents too) */}
      {user?.company && companyRoleCan(user.company_role?.id, 'viewReceipts') ? (
        <div className="mt-6 space-y-6">
          <StatementDownload companyId={Number(user.company.id)} />
          <ReceiptsCard companyId={Number(user.company.id)} />
          {companyRoleCan(user.company_role?.id, 'editBilling') ? (
            <BillingDetailsCard companyId={Number(user.company.id)} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
