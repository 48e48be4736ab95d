import { useState } from 'react';
import { COMPANY_ROLE_IDS, COMPANY_ROLE_NAMES, type CompanyRoleId } from '@triptender/contract/enums';
import { TEAM_MESSAGES } from '@triptender/contract/team';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmItemDialog } from '@/components/ui/confirm-dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import { type TeamMemberData, useTeam } from '../api/members.ts';
import { useChangeRole, useRemoveMember, useResendInvite } from '../api/members.ts';

/**
 * A company's team: Name, Email, Role, Status (Invited until the invitee sets a password). Those who
 * may manage the team also change roles, resend invitations and remove members.
 */
export function TeamTable({
  companyId,
  canManage,
  currentUserId,
}: {
  companyId: number;
  canManage: boolean;
  currentUserId?: number | undefined;
}) {
  const [page, setPage] = useState(1);
  const query = useTeam(companyId, page);
  const changeRole = useChangeRole(companyId);
  const resend = useResendInvite(companyId);
  const remove = useRemoveMember(companyId);
  const removal = useConfirming<TeamMemberData>();

  const actions = (m: TeamMemberData) => (
    <div className="flex flex-wrap gap-1 md:flex-nowrap md:justify-end">
      {m.status === 'Invited' ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(m.id, {
              onSuccess: () =>
                toast.success(TEAM_MESSAGES.inviteSent, {
                  description: `A new link went to ${m.email}.`,
                }),
            })
          }
        >
          Resend invite
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" className="text-red-700" onClick={() => removal.ask(m)}>
        Remove
      </Button>
    </div>
  );

  return (
    <QueryState query={query} isEmpty={noRows} empty={TEAM_MESSAGES.empty}>
      {(data) => (
        <>
          <RowTable
            label="Team members"
            columns={[
              'Name',
              { label: 'Email', className: 'hidden md:table-cell' },
              'Role',
              { label: 'Status', className: 'hidden md:table-cell' },
              canManage && { label: 'Actions', className: 'hidden text-right md:table-cell' },
            ]}
            items={data.data}
            row={(m) => {
              const name = `${m.first_name} ${m.last_name}`;
              const status = <Badge tone={m.status === 'Joined' ? 'green' : 'amber'}>{m.status}</Badge>;
              return (
                <>
                  <Td className="font-medium text-slate-900 md:whitespace-nowrap">
                    {name}
                    {m.id === currentUserId ? <span className="ml-1 text-xs text-slate-600">(you)</span> : null}
                    {/* on a phone the email and status go under the name, and the actions under the role */}
                    <span className="block text-xs font-normal break-all text-slate-600 md:hidden">{m.email}</span>
                    <span className="mt-1 block md:hidden">{status}</span>
                  </Td>
                  <Td className="hidden whitespace-nowrap md:table-cell">{m.email}</Td>
                  <Td>
                    {canManage ? (
                      <Select
                        aria-label={`Role of ${name}`}
                        className="h-8 w-28 min-w-28"
                        value={m.company_role.id}
                        disabled={changeRole.isPending}
                        onChange={(e) =>
                          changeRole.mutate(
                            { userId: m.id, role: Number(e.target.value) as CompanyRoleId },
                            { onSuccess: () => toast.success(TEAM_MESSAGES.roleChanged) },
                          )
                        }
                      >
                        {COMPANY_ROLE_IDS.map((id) => (
                          <option key={id} value={id}>
                            {COMPANY_ROLE_NAMES[id]}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      m.company_role.name
                    )}
                    {canManage ? <div className="mt-2 md:hidden">{actions(m)}</div> : null}
                  </Td>
                  <Td className="hidden md:table-cell">{status}</Td>
                  {canManage ? <Td className="hidden text-right md:table-cell">{actions(m)}</Td> : null}
                </>
              );
            }}
          />
          {data.meta.last_page > 1 ? <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} /> : null}
          <ConfirmItemDialog
            confirming={removal}
            mutation={remove}
            success={TEAM_MESSAGES.removed}
            title={() => 'Remove team member?'}
            description={(m) => `${m.first_name} ${m.last_name} will be logged out and can no longer sign in.`}
            confirmLabel="Remove"
          />
        </>
      )}
    </QueryState>
  );
}
