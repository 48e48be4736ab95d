import { TEXT_MAX } from '@triptender/contract/constants';
import { Label, Textarea } from '@/components/ui/input.tsx';

/** Free text; Ctrl+Enter (Cmd+Enter on a Mac) sends, Enter is a new line. */
export function TextStep({
  id,
  hint,
  value,
  onChange,
  onSubmitShortcut,
}: {
  id: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onSubmitShortcut: () => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>Special requests (optional)</Label>
      <Textarea
        id={id}
        rows={5}
        maxLength={TEXT_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSubmitShortcut();
          }
        }}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint} Press Ctrl+Enter to send.
      </p>
    </div>
  );
}
