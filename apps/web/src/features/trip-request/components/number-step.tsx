import { FieldError, Input, Label } from '@/components/ui/input.tsx';

/** A count: Enter moves on, and so does leaving the field with a valid number. */
export function NumberStep({
  id,
  label,
  hint,
  min,
  value,
  error,
  onChange,
  onBlurValid,
  onEnter,
}: {
  id: string;
  label: string;
  hint: string;
  min: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlurValid: () => void;
  onEnter: () => void;
}) {
  return (
    <div className="mx-auto max-w-xs">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlurValid}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="h-12 text-lg"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
