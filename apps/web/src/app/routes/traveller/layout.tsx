import { Inbox, ListChecks, Scale, UserCog } from 'lucide-react';
import { paths } from '@triptender/contract/paths';
import { UnreadBadge } from '@/features/notifications/components/unread-badge.tsx';
import { PortalLayout, type NavItem } from '../../layouts/sidebar.tsx';

const items: NavItem[] = [
  { to: paths.user.requests, label: 'Requests', icon: ListChecks },
  { to: paths.user.compareBids, label: 'Compare Bids', icon: Scale },
  { to: paths.user.messages, label: 'Messages', icon: Inbox, badge: <UnreadBadge /> },
  { to: paths.user.account, label: 'Account', icon: UserCog },
];

export function Component() {
  return <PortalLayout title="User Dashboard" items={items} />;
}
