import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TEXT_MAX } from '@triptender/contract/constants';
import { companyRoleCan } from '@triptender/contract/team';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { toast } from '@/lib/toast.ts';
import { SavedRepliesMenu } from './saved-replies-menu.tsx';

/** `text` with `insert` put in place of its selection (start to end), a space before it after a word. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  const before = text.slice(0, start);
  const glue = before === '' || /\s$/.test(before) ? '' : ' ';
  const head = before + glue + insert;
  return { text: (head + text.slice(end)).slice(0, TEXT_MAX), caret: Math.min(head.length, TEXT_MAX) };
}

/**
 * The send box: Enter sends (Shift+Enter for a new line), Send is disabled while the text is blank.
 * The text is cleared at once and put back if sending fails, so nothing typed is lost. A company's
 * Managers and Agents (ability useTemplates) also get "Saved replies": the chosen body goes in at the
 * cursor, to be read and sent as any message; travellers and admins never see it.
 */
export function ConversationComposer({
  onSend,
  label = 'Message',
}: {
  onSend: (text: string) => Promise<unknown>;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';
  const user = useAuth((s) => s.user);
  const repliesFor =
    user?.company && companyRoleCan(user.company_role?.id, 'useTemplates') ? Number(user.company.id) : null;
  // where a saved reply goes: the selection as the menu opened (kept by the textarea while it is away)
  const caret = useRef<number | null>(null);
  const pick = (body: string) => {
    const box = document.getElementById(id) as HTMLTextAreaElement | null;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? start;
    const next = insertAt(text, body, start, end);
    setText(next.text);
    caret.current = next.caret;
  };
  const refocus = () => {
    const box = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!box) return;
    box.focus();
    if (caret.current !== null) box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  };

  const submit = async () => {
    if (blank || sending) return;
    const value = text;
    setText('');
    setSending(true);
    try {
      await onSend(value.trim());
    } catch (err) {
      setText((now) => (now === '' ? value : now));
      if (!(err instanceof ApiError && err.shown)) {
        toast.error('Message not sent', { description: err instanceof Error ? err.message : 'Please try again.' });
      }
    } finally {
      setSending(false);
      document.getElementById(id)?.focus();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {repliesFor !== null ? (
        <SavedRepliesMenu companyId={repliesFor} onPick={pick} onClosed={() => requestAnimationFrame(refocus)} />
      ) : null}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={1}
        value={text}
        maxLength={TEXT_MAX}
        placeholder="Type your message..."
        className="max-h-40 min-h-10! flex-1 resize-none"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <Button type="submit" disabled={blank || sending}>
        <SendHorizontal className="h-4 w-4" aria-hidden />
        Send
      </Button>
    </form>
  );
}
