import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { queryClient } from '@/lib/query-client.ts';
import { openLeadsKey } from '@/lib/query-keys.ts';
import { useRealtime } from '@/lib/realtime.ts';
import { toast } from '@/lib/toast.ts';
import { newLeads } from '../new-leads-store.ts';

/** The marketplace on all leads, searched for the title: the new lead comes first. */
export const marketplaceLeadLink = (title: string) =>
  `${paths.company.marketplace}?${new URLSearchParams({ match: 'all', search: title }).toString()}`;

/**
 * Mounted once in the company portal: when a lead that fits the company's preferences goes live
 * (realtime 'lead.new_match'), a toast links to it, the marketplace's lists refetch, and the Trip
 * Requests link counts it until the marketplace is opened. Outside the portal's query provider (it is
 * mounted beside the layout), so it refreshes the portals' one query client directly.
 */
export function NewLeadAlerts() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onMarketplace = pathname === paths.company.marketplace;
  useEffect(() => {
    if (onMarketplace) newLeads.clear();
  }, [onMarketplace]);
  useRealtime((event) => {
    if (event.type !== 'lead.new_match') return;
    void queryClient.invalidateQueries({ queryKey: openLeadsKey });
    if (!onMarketplace) newLeads.add();
    toast.info(`New lead matching your preferences: ${event.lead.title}`, {
      action: { label: 'View', onClick: () => void navigate(marketplaceLeadLink(event.lead.title)) },
    });
  });
  return null;
}
