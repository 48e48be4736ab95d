import { Trash2 } from 'lucide-react';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { deleteLead } from '../api/leads.ts';
import { useConfirmedChange } from '../hooks/use-confirmed-change.ts';

// bulk deletes go a few at a time: each one refunds wallets and locks their rows
const BULK_CONCURRENCY = 4;

/** Deletes the leads a few at a time and says how many went; a failed one does not stop the rest. */
async function deleteAll(ids: number[]): Promise<number> {
  let deleted = 0;
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (
          await deleteLead(id).then(
            () => true,
            () => false,
          )
        )
          deleted++;
      }
    }),
  );
  return deleted;
}

export type DeleteRequest = { kind: 'one'; id: number } | { kind: 'many'; ids: number[] };

/** Deleting one lead or the selected ones, after a confirmation; buyers are refunded by the API. */
export function useDeleteLeads() {
  const change = useConfirmedChange(async (request: DeleteRequest) => {
    if (request.kind === 'one') {
      try {
        await deleteLead(request.id);
        toast.success(ADMIN_TEXT.deleted, { description: `Lead #${request.id} was deleted and its buyers refunded.` });
      } catch {
        toast.error(ADMIN_TEXT.deleteFailed, { description: ADMIN_TEXT.deleteFailedText(request.id) });
      }
    } else {
      const total = request.ids.length;
      const deleted = await deleteAll(request.ids);
      if (deleted === 0) {
        toast.error(ADMIN_TEXT.bulkDeleteFailed, { description: ADMIN_TEXT.bulkDeleteFailedText });
      } else {
        toast.success(ADMIN_TEXT.bulkDeleteComplete, {
          description: ADMIN_TEXT.bulkDeleteText(deleted, total, total - deleted),
        });
      }
    }
  });

  const { confirm } = change;
  const dialog = (
    <ConfirmDialog
      {...change.dialog}
      title={confirm?.kind === 'many' ? 'Delete selected leads' : 'Delete lead'}
      description={
        confirm?.kind === 'one'
          ? ADMIN_TEXT.deleteConfirm(confirm.id)
          : confirm?.kind === 'many'
            ? ADMIN_TEXT.bulkDeleteConfirm(confirm.ids.length)
            : ''
      }
      confirmLabel="Delete"
    >
      <p className="mt-2 text-sm text-slate-600">
        Companies that bought {confirm?.kind === 'many' && confirm.ids.length > 1 ? 'them' : 'it'} are refunded to their
        wallets.
      </p>
    </ConfirmDialog>
  );
  return { ask: change.ask, dialog };
}

/** Under the filters: delete the selected rows, or clear every filter. */
export function BulkActions({
  selectedCount,
  onDeleteSelected,
  canReset,
  onReset,
}: {
  selectedCount: number;
  onDeleteSelected: () => void;
  canReset: boolean;
  onReset: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={selectedCount === 0} onClick={onDeleteSelected}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
      </Button>
      <Button variant="ghost" size="sm" disabled={!canReset} onClick={onReset}>
        Reset filters
      </Button>
    </div>
  );
}
