// The list card both Settings lists share (docs/marketplace.md, "Quote templates and saved replies"): a
// title with New, each item with Edit and Delete, the editor in a dialog and a confirm before deleting.
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmItemDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { useConfirming } from '@/lib/use-confirming.ts';

type Item = { id: number };

/** What one list says: its title, its New, its empty and full notes, its editor's and its delete's words. */
export type ManagedListTexts<T> = {
  id: string;
  title: string;
  description: string;
  newLabel: string;
  empty: string;
  tooMany: string;
  editTitle: string;
  editorDescription?: string;
  deleted: string;
  deleteTitle: (item: T) => string;
  deleteDescription: string;
  deleteLabel: string;
};

/**
 * A company's list on Settings (`list`: its items, its delete and its longest): New (while there is
 * room) and each item's Edit open `renderEditor` in a dialog (with null for a new one); Delete asks
 * first, then runs the delete.
 */
export function ManagedListCard<T extends Item>({
  texts,
  list: { query, remove, max },
  name,
  renderItem,
  renderEditor,
  dialogClassName,
}: {
  texts: ManagedListTexts<T>;
  list: {
    query: Pick<UseQueryResult<{ data: T[]; meta: ListMeta }>, 'data' | 'isError' | 'error' | 'refetch'>;
    remove: { isPending: boolean; mutate: (id: number, o: { onSuccess: () => void; onSettled: () => void }) => void };
    max: number;
  };
  /** The item's name, in its Edit and Delete labels. */
  name: (item: T) => string;
  /** The item's line, beside its Edit and Delete. */
  renderItem: (item: T) => ReactNode;
  renderEditor: (item: T | null, onDone: () => void) => ReactNode;
  dialogClassName?: string;
}) {
  const confirming = useConfirming<T>();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const items = query.data?.data;
  const full = (query.data?.meta.total ?? 0) >= max;
  const item = editing === 'new' ? null : editing;

  return (
    <Card>
      <section aria-labelledby={`${texts.id}-title`}>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id={`${texts.id}-title`}>{texts.title}</CardTitle>
            <p className="mt-1 text-sm text-slate-600">{texts.description}</p>
          </div>
          {items ? (
            <Button variant="outline" size="sm" disabled={full} onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {texts.newLabel}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isError && !items ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !items ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">{texts.empty}</p>
          ) : (
            <ul aria-label={texts.title} className="divide-y divide-slate-100">
              {items.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  {renderItem(t)}
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`Edit ${name(t)}`} onClick={() => setEditing(t)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${name(t)}`}
                      onClick={() => confirming.ask(t)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {full ? <p className="mt-3 text-sm text-slate-600">{texts.tooMany}</p> : null}
        </CardContent>
      </section>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent
          title={item ? texts.editTitle : texts.newLabel}
          description={texts.editorDescription}
          className={dialogClassName}
        >
          {editing !== null ? renderEditor(item, () => setEditing(null)) : null}
        </DialogContent>
      </Dialog>
      <ConfirmItemDialog
        confirming={confirming}
        mutation={remove}
        success={texts.deleted}
        title={texts.deleteTitle}
        description={() => texts.deleteDescription}
        confirmLabel={texts.deleteLabel}
      />
    </Card>
  );
}
