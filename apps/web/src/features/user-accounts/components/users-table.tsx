import { useState } from 'react';
import { ROLE, ROLE_NAMES } from '@triptender/contract/enums';
import { PRIVACY_MESSAGES } from '@triptender/contract/privacy';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import { useListFilters } from '@/lib/use-paged-list.ts';
import { type AdminUserData, downloadUserData, useAdminUsers, useDeleteUser } from '../api/users.ts';

function Status({ user }: { user: AdminUserData }) {
  if (user.deleted_at) return <Badge tone="red">Deleted</Badge>;
  if (user.disabled_at) return <Badge tone="amber">Disabled</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/**
 * The admin's accounts: find a person and, on their request, download their data or delete their
 * account (each deletion asks first). Admin accounts are not deleted here.
 */
export function UsersTable() {
  const { filters, setFilter, setPage, params } = useListFilters({ search: '' });
  const query = useAdminUsers(params);
  const remove = useDeleteUser();
  const deletion = useConfirming<AdminUserData>();
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (user: AdminUserData) => {
    setDownloading(user.id);
    try {
      await downloadUserData(user.id);
    } catch {
      toast.error('Could not prepare the data', { description: 'Please try again.' });
    } finally {
      setDownloading(null);
    }
  };
  const target = deletion.item;

  return (
    <Card>
      <SearchField
        id="users-search"
        label="Search accounts"
        value={filters.search}
        onSearch={(next) => setFilter('search', next)}
        placeholder="Name, email or #id"
        className="border-b border-slate-200 p-4"
        inputClassName="max-w-sm"
      />
      <PagedQuery query={query} empty="No accounts found." onPage={setPage} pagerLabel="Accounts pages">
        {(rows) => (
          <RowTable
            aria-label="Accounts"
            columns={['ID', 'Name', 'Email', 'Role', 'Company', 'Created', 'Status', 'Actions']}
            items={rows}
            row={(u) => (
              <>
                <Td>#{u.id}</Td>
                <Td>
                  {u.first_name} {u.last_name}
                </Td>
                <Td className="break-all">{u.email}</Td>
                <Td>{ROLE_NAMES[u.role]}</Td>
                <Td>{u.company?.name ?? '-'}</Td>
                <Td className="whitespace-nowrap">{formatDate(u.created_at)}</Td>
                <Td>
                  <Status user={u} />
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={downloading === u.id}
                      onClick={() => void download(u)}
                    >
                      {downloading === u.id ? 'Preparing...' : 'Download data'}
                      <span className="sr-only"> of account #{u.id}</span>
                    </Button>
                    {u.role !== ROLE.ADMIN && !u.deleted_at ? (
                      <Button variant="danger" size="sm" onClick={() => deletion.ask(u)}>
                        Delete account<span className="sr-only"> #{u.id}</span>
                      </Button>
                    ) : null}
                  </div>
                </Td>
              </>
            )}
          />
        )}
      </PagedQuery>
      <ConfirmDialog
        {...deletion.dialog}
        title={target ? `Delete account #${target.id}?` : 'Delete account?'}
        description={
          target
            ? `${target.first_name} ${target.last_name} (${target.email}) is erased and signed out everywhere. ` +
              'Their purchases, quotes and the ledger stay, without their details. This cannot be undone.'
            : ''
        }
        confirmLabel="Delete account"
        pending={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => toast.success(PRIVACY_MESSAGES.adminDeleted),
            onSettled: deletion.done,
          })
        }
      />
    </Card>
  );
}
