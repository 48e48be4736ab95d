import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { TEXT_MAX } from '@triptender/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

/**
 * The send box: Enter sends (Shift+Enter for a new line), Send is disabled while the text is blank.
 * The text is cleared at once and put back if sending fails, so nothing typed is lost.
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
