import { companyRoleCan } from '@triptender/contract/team';
import { Card } from '@/components/ui/card.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { AddUserDialog } from '@/features/members/components/add-user-dialog.tsx';
import { TeamTable } from '@/features/members/components/team-table.tsx';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const user = useAuth((s) => s.user);
  const companyId = user?.company ? Number(user.company.id) : undefined;
  const canManage = companyRoleCan(user?.company_role?.id, 'manageTeam');
  return (
    <>
      <title>Team | TripTender</title>
      <meta name="description" content="The people of your company on TripTender, and their roles." />
      <PageHeader
        title="Team"
        description={
          canManage
            ? 'Invite colleagues and choose what they can do.'
            : 'Your colleagues on TripTender. A Manager can invite members and change roles.'
        }
        actions={canManage && companyId ? <AddUserDialog companyId={companyId} /> : null}
      />
      {companyId ? (
        <Card>
          <TeamTable companyId={companyId} canManage={canManage} currentUserId={user ? Number(user.id) : undefined} />
        </Card>
      ) : null}
    </>
  );
}
