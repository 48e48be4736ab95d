import { Building2, CreditCard, LayoutDashboard, Map, Settings, Users } from 'lucide-react';
import { paths } from '@triptender/contract/paths';
import { UnreadBadge } from '@/features/notifications/components/unread-badge.tsx';
import { PortalLayout, type NavItem } from '../../layouts/sidebar.tsx';

const items: NavItem[] = [
  { to: paths.admin.overview, label: 'Overview', icon: LayoutDashboard },
  { to: paths.admin.trips, label: 'All Trips', icon: Map },
  { to: paths.admin.companies, label: 'Companies', icon: Building2, badge: <UnreadBadge /> },
  { to: paths.admin.payments, label: 'Payments', icon: CreditCard },
  { to: paths.admin.users, label: 'Users', icon: Users },
  { to: paths.admin.settings, label: 'Settings', icon: Settings },
];

export function Component() {
  return <PortalLayout title="Admin Portal" items={items} />;
}
