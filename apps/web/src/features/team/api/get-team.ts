import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import type { ListMeta } from '@triptender/contract/common';
import type { teamMember } from '@triptender/contract/team';
import { api } from '@/lib/api-client.ts';

export type TeamMemberData = Wire<z.output<typeof teamMember>>;
export type TeamPage = { data: TeamMemberData[]; meta: ListMeta };

export const teamKey = (companyId: number) => ['team', companyId] as const;

export const teamQuery = (companyId: number, page: number) =>
  queryOptions({
    queryKey: [...teamKey(companyId), page],
    queryFn: ({ signal }) => api<TeamPage>(`/users/${companyId}`, { query: { page, per_page: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useTeam(companyId: number, page: number) {
  return useQuery(teamQuery(companyId, page));
}
