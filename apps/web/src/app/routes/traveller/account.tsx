import { PageHeader } from '@/components/ui/page-header.tsx';
import { AccountSecurityCard } from '@/features/account/components/account-security-card.tsx';

export function Component() {
  return (
    <>
      <title>Account | TripTender</title>
      <meta name="description" content="Change your password or sign out on every device." />
      <PageHeader title="Account" description="Your password and the devices signed in to your account." />
      <AccountSecurityCard />
    </>
  );
}
