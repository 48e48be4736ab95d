import { QUOTE_TEMPLATE_MESSAGES, savedReplyBody, TEMPLATE_LIMITS } from '@triptender/contract/quote-templates';
import { DialogForm } from '@/components/ui/dialog-form.tsx';
import { TextareaField, TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { type SavedReply, useSavedRepliesList, useSaveSavedReply } from '../api/quote-templates.ts';
import { ManagedListCard, type ManagedListTexts } from './managed-list-card.tsx';

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
  const field = (name: 'title' | 'body') => fieldProps(form, 'saved-reply', name);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, body });
      toast.success(reply ? QUOTE_TEMPLATE_MESSAGES.replyUpdated : QUOTE_TEMPLATE_MESSAGES.replyCreated);
      onDone();
    } catch (err) {
      showSubmitError(err, ['title', 'body'], form.setError, QUOTE_TEMPLATE_MESSAGES.saveFailed);
    }
  });
  const submitLabel = reply ? QUOTE_TEMPLATE_MESSAGES.saveChanges : QUOTE_TEMPLATE_MESSAGES.saveReply;
  return (
    <DialogForm form={form} onSubmit={onSubmit} onDone={onDone} submitLabel={submitLabel}>
      <TextField
        label={QUOTE_TEMPLATE_MESSAGES.replyTitleLabel}
        maxLength={TEMPLATE_LIMITS.replyTitle}
        placeholder="Deposit and payment"
        {...field('title')}
      />
      <TextareaField
        label={QUOTE_TEMPLATE_MESSAGES.replyBodyLabel}
        rows={6}
        maxLength={TEMPLATE_LIMITS.replyBody}
        hint={QUOTE_TEMPLATE_MESSAGES.replyBodyHint}
        {...field('body')}
      />
    </DialogForm>
  );
}

const texts: ManagedListTexts<SavedReply> = {
  id: 'saved-replies',
  title: QUOTE_TEMPLATE_MESSAGES.savedReplies,
  description: QUOTE_TEMPLATE_MESSAGES.repliesDescription,
  newLabel: QUOTE_TEMPLATE_MESSAGES.newReply,
  empty: QUOTE_TEMPLATE_MESSAGES.emptyReplies,
  tooMany: QUOTE_TEMPLATE_MESSAGES.tooManyReplies,
  editTitle: QUOTE_TEMPLATE_MESSAGES.editReply,
  deleted: QUOTE_TEMPLATE_MESSAGES.replyDeleted,
  deleteTitle: (r) => QUOTE_TEMPLATE_MESSAGES.deleteTitle(r.title),
  deleteDescription: QUOTE_TEMPLATE_MESSAGES.deleteReplyDescription,
  deleteLabel: QUOTE_TEMPLATE_MESSAGES.deleteReply,
};

/** The company's saved replies on Settings, inserted from the conversation composer's "Saved replies". */
export function SavedRepliesCard({ companyId }: { companyId: number }) {
  const list = useSavedRepliesList(companyId);
  return (
    <ManagedListCard
      texts={texts}
      list={list}
      name={(r) => r.title}
      renderItem={(r) => (
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{r.title}</p>
          <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-slate-600">{r.body}</p>
        </div>
      )}
      renderEditor={(reply, onDone) => <SavedReplyForm companyId={companyId} reply={reply} onDone={onDone} />}
    />
  );
}
