import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import type { ListMeta } from '@triptender/contract/common';
import type { CreateTeamMemberBody, teamMember } from '@triptender/contract/team';
import { api } from '@/lib/api-client.ts';
import type { CompanyRoleId } from '@triptender/contract/enums';

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

// The calls that change a team; each refreshes the team list when it succeeds.

export function useAddTeamMember(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    // the dialog shows field messages beside its fields
    meta: { silent: true },
    mutationFn: (body: Omit<CreateTeamMemberBody, 'company_id'>) =>
      api<TeamMemberData>('/users', {
        method: 'POST',
        body: { ...body, company_id: companyId },
        toastValidation: false,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKey(companyId) }),
  });
}

export function useChangeRole(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: CompanyRoleId }) =>
      api<TeamMemberData>(`/users/${companyId}/${userId}`, { method: 'PATCH', body: { company_role: role } }),
    onSettled: () => qc.invalidateQueries({ queryKey: teamKey(companyId) }),
  });
}

export function useRemoveMember(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api(`/users/${companyId}/${userId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKey(companyId) }),
  });
}

export function useResendInvite(companyId: number) {
  return useMutation({
    mutationFn: (userId: number) => api(`/users/${companyId}/${userId}/invite`, { method: 'POST' }),
  });
}
