import { PageHeader } from '@/components/ui/page-header.tsx';
import { AccountSecurityCard } from '@/features/account/components/account-security-card.tsx';
import { SettingsTabs } from '@/features/platform-settings/components/settings-tabs.tsx';

export function Component() {
  return (
    <>
      <title>Settings | TripTender Admin</title>
      <meta
        name="description"
        content="Platform settings, bad-lead reports, contact messages, emails and the audit log."
      />
      <PageHeader title="Settings" description="How the platform runs, and what needs your attention." />
      <div className="space-y-6">
        <SettingsTabs />
        <AccountSecurityCard />
      </div>
    </>
  );
}
