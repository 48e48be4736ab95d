import { companyRoleCan } from '@triptender/contract/team';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CompanyOverview } from '@/features/company-performance/components/company-overview.tsx';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <title>Company Overview | TripTender</title>
      <meta name="description" content="Your company's leads, quotes, wallet and profile at a glance." />
      <PageHeader title="Company Overview" description="Your leads, quotes and wallet at a glance." />
      {user?.company ? (
        <CompanyOverview
          companyId={Number(user.company.id)}
          canEditProfile={companyRoleCan(user.company_role?.id, 'editProfile')}
        />
      ) : null}
    </>
  );
}
