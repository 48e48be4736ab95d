import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  QUOTE_TEMPLATE_MESSAGES,
  SAVED_REPLIES_MAX,
  savedReplyBody,
  TEMPLATE_LIMITS,
} from '@triptender/contract/quote-templates';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmItemDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextareaField, TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import { fieldProps, submitState, useSchemaForm } from '@/lib/use-schema-form.ts';
import { type SavedReply, useDeleteSavedReply, useSavedReplies, useSaveSavedReply } from '../api/quote-templates.ts';

/** A reply's title and body, new each time the dialog opens. */
function SavedReplyForm({
  companyId,
  reply,
  onDone,
}: {
  companyId: number;
  reply: SavedReply | null;
  onDone: () => void;
}) {
  const save = useSaveSavedReply(companyId);
  const form = useSchemaForm(savedReplyBody, { title: reply?.title ?? '', body: reply?.body ?? '' });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, body });
      toast.success(reply ? QUOTE_TEMPLATE_MESSAGES.replyUpdated : QUOTE_TEMPLATE_MESSAGES.replyCreated);
      onDone();
    } catch (err) {
      showSubmitError(err, ['title', 'body'], form.setError, QUOTE_TEMPLATE_MESSAGES.saveFailed);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={QUOTE_TEMPLATE_MESSAGES.replyTitleLabel}
        maxLength={TEMPLATE_LIMITS.replyTitle}
        placeholder="Deposit and payment"
        {...fieldProps(form, 'saved-reply', 'title')}
      />
      <TextareaField
        label={QUOTE_TEMPLATE_MESSAGES.replyBodyLabel}
        rows={6}
        maxLength={TEMPLATE_LIMITS.replyBody}
        hint={QUOTE_TEMPLATE_MESSAGES.replyBodyHint}
        {...fieldProps(form, 'saved-reply', 'body')}
      />
      <FormEnd {...submitState(form)} pendingLabel="Saving..." onCancel={onDone}>
        {reply ? QUOTE_TEMPLATE_MESSAGES.saveChanges : QUOTE_TEMPLATE_MESSAGES.saveReply}
      </FormEnd>
    </form>
  );
}

/** The company's saved replies on Settings, inserted from the conversation composer's "Saved replies". */
export function SavedRepliesCard({ companyId }: { companyId: number }) {
  const query = useSavedReplies(companyId);
  const remove = useDeleteSavedReply(companyId);
  const confirming = useConfirming<SavedReply>();
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(null);
  const list = query.data?.data;
  const full = (query.data?.meta.total ?? 0) >= SAVED_REPLIES_MAX;
  const reply = editing === 'new' ? null : editing;

  return (
    <Card>
      <section aria-labelledby="saved-replies-title">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id="saved-replies-title">{QUOTE_TEMPLATE_MESSAGES.savedReplies}</CardTitle>
            <p className="mt-1 text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.repliesDescription}</p>
          </div>
          {list ? (
            <Button variant="outline" size="sm" disabled={full} onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {QUOTE_TEMPLATE_MESSAGES.newReply}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isError && !list ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !list ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.emptyReplies}</p>
          ) : (
            <ul aria-label={QUOTE_TEMPLATE_MESSAGES.savedReplies} className="divide-y divide-slate-100">
              {list.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{r.title}</p>
                    <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-slate-600">{r.body}</p>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${r.title}`}
                      onClick={() => confirming.ask(r)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {full ? <p className="mt-3 text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.tooManyReplies}</p> : null}
        </CardContent>
      </section>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent title={reply ? QUOTE_TEMPLATE_MESSAGES.editReply : QUOTE_TEMPLATE_MESSAGES.newReply}>
          {editing !== null ? (
            <SavedReplyForm companyId={companyId} reply={reply} onDone={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmItemDialog
        confirming={confirming}
        mutation={remove}
        variables={(r) => r.id}
        success={QUOTE_TEMPLATE_MESSAGES.replyDeleted}
        title={(r) => QUOTE_TEMPLATE_MESSAGES.deleteTitle(r.title)}
        description={() => QUOTE_TEMPLATE_MESSAGES.deleteReplyDescription}
        confirmLabel={QUOTE_TEMPLATE_MESSAGES.deleteReply}
      />
    </Card>
  );
}
