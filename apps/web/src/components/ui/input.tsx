import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

/** The look of a form field's box (inputs, selects, the date field's button). */
export const fieldClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-500';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClass, 'min-h-24 py-2', className)} {...props} />;
}

export function Select({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, 'h-10 pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-800', className)} {...props} />;
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** What a field's aria-describedby names: its hint and its error, where it has them (see FieldNotes). */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A field's hint and error under it, with the ids its aria-describedby names (describedBy). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

/** What wires a field to its label, hint and error: its id, invalid while in error, described by both. */
const fieldAria = (id: string, hint: unknown, error: unknown) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

type FieldText = { id: string; label: ReactNode; error?: string | null; hint?: ReactNode };

/**
 * A labelled input with its hint and its error, wired for screen readers: the input is marked
 * invalid while there is an error and described by the hint and the error. `labelAside` sits at the
 * end of the label's line (a "Forgot password?" link).
 */
export function TextField({
  id,
  label,
  error,
  hint,
  labelAside,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldText & { labelAside?: ReactNode }) {
  return (
    <div>
      {labelAside ? (
        <div className="flex items-center justify-between">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Input {...fieldAria(id, hint, error)} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled textarea with its hint and its error, wired for screen readers as TextField is. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea {...fieldAria(id, hint, error)} {...textarea} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
