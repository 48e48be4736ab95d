import { paths } from '@triptender/contract/paths';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ReportBadLeadDialog } from '@/features/bad-leads/components/report-bad-lead-dialog.tsx';
import { WalletPanel } from '@/features/wallet/components/wallet-panel.tsx';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <title>Wallet | TripTender</title>
      <meta
        name="description"
        content="Your prepaid credit for buying trip requests, and everything it was spent on."
      />
      <PageHeader
        title="Wallet"
        description="Trip requests are paid from this prepaid credit. To top up, pay an invoice or transfer: contact TripTender."
      />
      {user?.company ? (
        <WalletPanel
          companyId={Number(user.company.id)}
          renderReportDialog={(props) => <ReportBadLeadDialog {...props} />}
          leadHref={(id) => `${paths.company.leads}?lead=${id}`}
        />
      ) : null}
    </>
  );
}
