import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { AccountSecurityCard } from '@/features/account/components/account-security-card.tsx';
import { PrivacyCard } from '@/features/account/components/privacy-card.tsx';
import { ProfileCard } from '@/features/account/components/profile-card.tsx';

export function Component() {
  return (
    <>
      <title>Account | TripTender</title>
      <meta
        name="description"
        content="Change your details and password, sign out on every device, download your data or delete your account."
      />
      <PageHeader
        title="Account"
        description="Your details, your password, the devices signed in to your account, and your data."
      />
      <div className="space-y-6">
        <ProfileCard traveller />
        <AccountSecurityCard />
        <PrivacyCard kind="traveller" />
        <p className="text-sm text-slate-700">
          How long we keep each kind of data is in our{' '}
          <Link to={paths.privacy} className="text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </>
  );
}
