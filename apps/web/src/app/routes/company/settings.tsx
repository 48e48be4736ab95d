import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { companyRoleCan } from '@triptender/contract/team';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { AccountSecurityCard } from '@/features/account/components/account-security-card.tsx';
import { AutoBuyCard } from '@/features/auto-buy/components/auto-buy-card.tsx';
import { useCompanyProfile } from '@/features/company-profile/api/company-profile.ts';
import { BadgesCard } from '@/features/company-profile/components/badges-card.tsx';
import { LeadPreferencesForm } from '@/features/company-profile/components/lead-preferences-form.tsx';
import { ProfileForm } from '@/features/company-profile/components/profile-form.tsx';
import { ReviewsTable } from '@/features/company-profile/components/reviews-table.tsx';
import { LeadAlertsForm } from '@/features/lead-alerts/components/lead-alerts-form.tsx';
import { PrivacyCard } from '@/features/account/components/privacy-card.tsx';
import { ProfileCard } from '@/features/account/components/profile-card.tsx';
import { QuoteTemplatesCard } from '@/features/quote-templates/components/quote-templates-card.tsx';
import { SavedRepliesCard } from '@/features/quote-templates/components/saved-replies-card.tsx';
import { QuoteTemplateForm } from '@/features/quotes/components/quote-template-form.tsx';
import { useAuth } from '@/lib/auth-store.ts';

type Can = { canEdit: boolean; canAutoBuy: boolean; canUseTemplates: boolean };

function Settings({ companyId, canEdit, canAutoBuy, canUseTemplates }: { companyId: number } & Can) {
  const { data, error, refetch } = useCompanyProfile(companyId);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Spinner label="Loading your profile" />;
  return (
    <div className="space-y-6">
      <ProfileForm company={data} canEdit={canEdit} />
      <LeadPreferencesForm companyId={companyId} canEdit={canEdit} />
      <AutoBuyCard companyId={companyId} canEdit={canAutoBuy} />
      {canUseTemplates ? (
        <>
          {/* the template editor is the quote form's fields (features/quotes), composed here */}
          <QuoteTemplatesCard companyId={companyId} renderEditor={(props) => <QuoteTemplateForm {...props} />} />
          <SavedRepliesCard companyId={companyId} />
        </>
      ) : null}
      <LeadAlertsForm />
      <BadgesCard company={data} />
      <ReviewsTable companyId={companyId} />
      <ProfileCard traveller={false} />
      <AccountSecurityCard />
      <PrivacyCard kind="member" />
    </div>
  );
}

export function Component() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <title>Settings | TripTender</title>
      <meta name="description" content="Your company profile, lead preferences, badges and customer reviews." />
      <PageHeader
        title="Settings"
        description="What travellers see about your company."
        actions={
          user?.company ? (
            <Link to={paths.operator(Number(user.company.id))} className={buttonClass('outline')}>
              View public profile
            </Link>
          ) : null
        }
      />
      {user?.company ? (
        <Settings
          companyId={Number(user.company.id)}
          canEdit={companyRoleCan(user.company_role?.id, 'editProfile')}
          canAutoBuy={companyRoleCan(user.company_role?.id, 'setAutoBuy')}
          canUseTemplates={companyRoleCan(user.company_role?.id, 'useTemplates')}
        />
      ) : null}
    </>
  );
}
