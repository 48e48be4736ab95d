import { Briefcase, LayoutDashboard, MessagesSquare, Search, Settings, Users, Wallet } from 'lucide-react';
import { paths } from '@triptender/contract/paths';
import { companyRoleCan, type CompanyAbility } from '@triptender/contract/team';
import { useAuth } from '@/lib/auth-store.ts';
import { NewLeadAlerts } from '@/features/lead-alerts/components/new-lead-alerts.tsx';
import { NewLeadsBadge } from '@/features/lead-alerts/components/new-leads-badge.tsx';
import { UnreadBadge } from '@/features/notifications/components/unread-badge.tsx';
import { usePortalApp } from '@/features/push/hooks/use-portal-app.ts';
import { PortalLayout, type NavItem } from '../../layouts/sidebar.tsx';

const items: (NavItem & { needs?: CompanyAbility })[] = [
  { to: paths.company.overview, label: 'Overview', icon: LayoutDashboard },
  { to: paths.company.marketplace, label: 'Trip Requests', icon: Search, badge: <NewLeadsBadge /> },
  { to: paths.company.leads, label: 'My Leads', icon: Briefcase },
  {
    to: paths.company.conversations,
    label: 'Planning Chats',
    icon: MessagesSquare,
    badge: <UnreadBadge />,
    needs: 'chat',
  },
  { to: paths.company.users, label: 'Team', icon: Users },
  { to: paths.company.wallet, label: 'Wallet', icon: Wallet, needs: 'viewWallet' },
  { to: paths.company.settings, label: 'Settings', icon: Settings },
];

export function Component() {
  const role = useAuth((s) => s.user?.company_role?.id);
  // a role sees only the pages it can use; the API refuses the rest anyway
  const allowed = items.filter((item) => !item.needs || companyRoleCan(role, item.needs));
  // installable, with the service worker that shows pushes (decision 032)
  usePortalApp();
  return (
    <>
      <NewLeadAlerts />
      <PortalLayout
        title="Tour Operator Portal"
        items={allowed}
        widths={{ expanded: '15rem', collapsed: '3.5rem', mobile: '18rem' }}
      />
    </>
  );
}
