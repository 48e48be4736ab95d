import { PageHeader } from '@/components/ui/page-header.tsx';
import { UsersTable } from '@/features/user-accounts/components/users-table.tsx';

export function Component() {
  return (
    <>
      <title>Users | TripTender Admin</title>
      <meta name="description" content="Every account: download a person's data or delete their account on request." />
      <PageHeader title="Users" description="Download a person's data or delete their account when they ask." />
      <UsersTable />
    </>
  );
}
