import { companyRoleCan } from '@triptender/contract/team';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ReportBadLeadDialog } from '@/features/bad-lead-reports/components/report-bad-lead-dialog.tsx';
import { PurchasedLeads } from '@/features/purchased-leads/components/purchased-leads.tsx';
import { CompanyQuotePanel } from '@/features/quotes/components/company-quote-panel.tsx';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const role = useAuth((s) => s.user?.company_role?.id);
  const canQuote = companyRoleCan(role, 'sendQuotes');
  return (
    <>
      <title>My Leads | TripTender</title>
      <meta name="description" content="Trip requests your company bought, with contact details and your quotes." />
      <PageHeader title="My Leads" description="Trip requests you bought, with the travellers' contact details." />
      <PurchasedLeads
        renderQuotePanel={(p) => (
          <CompanyQuotePanel lead={p.lead} leadOpen={p.lead.status === 'open'} quote={p.quote} canQuote={canQuote} />
        )}
        renderReportDialog={(props) => <ReportBadLeadDialog {...props} />}
      />
    </>
  );
}
