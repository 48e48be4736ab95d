import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ReportBadLeadDialog } from '@/features/bad-leads/components/report-bad-lead-dialog.tsx';
import { WalletPanel } from '@/features/wallet/components/wallet-panel.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/** How a company adds credit today: by invoice or bank transfer, through the TripTender team. */
function HowToTopUp() {
  return (
    <section aria-labelledby="top-up-title" className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">
      <h2 id="top-up-title" className="font-semibold text-slate-900">
        How to top up
      </h2>
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
      <p className="mt-2 text-slate-600">Paying by card from this page is coming soon.</p>
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
      {user?.company ? (
        <WalletPanel
          companyId={Number(user.company.id)}
          renderReportDialog={(props) => <ReportBadLeadDialog {...props} />}
          leadHref={(id) => `${paths.company.leads}?lead=${id}`}
        >
          <HowToTopUp />
        </WalletPanel>
      ) : null}
    </>
  );
}
