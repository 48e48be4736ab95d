import { useState } from 'react';
import { ROLE, ROLE_NAMES } from '@triptender/contract/enums';
import { PRIVACY_MESSAGES } from '@triptender/contract/privacy';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmItemDialog } from '@/components/ui/confirm-dialog.tsx';
import { SearchedPagedQuery } from '@/components/ui/paged-query.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import { useSearchedList } from '@/lib/use-paged-list.ts';
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
  const { params, setPage, search } = useSearchedList();
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

  return (
    <>
      <SearchedPagedQuery
        search={{ ...search, id: 'users-search', label: 'Search accounts', placeholder: 'Name, email or #id' }}
        query={query}
        empty="No accounts found."
        onPage={setPage}
        pagerLabel="Accounts pages"
      >
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
      </SearchedPagedQuery>
      <ConfirmItemDialog
        confirming={deletion}
        mutation={remove}
        success={PRIVACY_MESSAGES.adminDeleted}
        title={(u) => `Delete account #${u.id}?`}
        description={(u) =>
          `${u.first_name} ${u.last_name} (${u.email}) is erased and signed out everywhere. ` +
          'Their purchases, quotes and the ledger stay, without their details. This cannot be undone.'
        }
        confirmLabel="Delete account"
      />
    </>
  );
}
