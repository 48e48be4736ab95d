import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CompanyActivity } from '@/features/companies/components/company-activity.tsx';
import { LicenceCard } from '@/features/companies/components/licence-card.tsx';
import { useCompanyProfile } from '@/features/company-profile/api/company-profile.ts';
import { BadgesCard } from '@/features/company-profile/components/badges-card.tsx';
import { ProfileForm } from '@/features/company-profile/components/profile-form.tsx';
import { AddUserDialog } from '@/features/members/components/add-user-dialog.tsx';
import { TeamTable } from '@/features/members/components/team-table.tsx';
import { TopUpForm } from '@/features/wallet/components/top-up-form.tsx';
import { WalletPanel } from '@/features/wallet/components/wallet-panel.tsx';
import { formatDate } from '@/lib/format.ts';

function CompanyPage({ companyId }: { companyId: number }) {
  const { data: company, error, refetch } = useCompanyProfile(companyId);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!company) return <Spinner label="Loading the company" />;
  return (
    <>
      <title>{`${company.name} | TripTender Admin`}</title>
      <PageHeader
        title={company.name}
        description={`Joined ${formatDate(company.created_at)} · ${company.email}`}
        actions={
          <>
            <Link to={paths.operator(company.id)} className={buttonClass('outline')}>
              Public profile
            </Link>
            <Link
              to={paths.admin.companyConversation(company.name)}
              state={{ company }}
              className={buttonClass('outline')}
            >
              <MessagesSquare className="h-4 w-4" aria-hidden />
              Chat
            </Link>
          </>
        }
      />
      <div className="space-y-8">
        <section aria-labelledby="company-wallet" className="space-y-3">
          <h2 id="company-wallet" className="text-lg font-semibold text-slate-900">
            Wallet
          </h2>
          <WalletPanel companyId={companyId} leadHref={(id) => `${paths.admin.trips}?search=%23${id}`}>
            <TopUpForm companyId={companyId} />
          </WalletPanel>
        </section>
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Users</CardTitle>
            <AddUserDialog companyId={companyId} />
          </CardHeader>
          <TeamTable companyId={companyId} canManage />
        </Card>
        <CompanyActivity companyId={companyId} />
        <LicenceCard company={company} />
        <BadgesCard company={company} canGrant />
        <ProfileForm company={company} canEdit />
      </div>
    </>
  );
}

export function Component() {
  const { companyId } = useParams();
  const id = Number(companyId);
  return (
    <>
      <Link
        to={paths.admin.companies}
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All companies
      </Link>
      {Number.isInteger(id) && id > 0 ? (
        <CompanyPage companyId={id} />
      ) : (
        <ErrorState error={new Error('This company does not exist.')} />
      )}
    </>
  );
}
