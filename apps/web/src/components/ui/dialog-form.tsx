import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitState } from '@/lib/use-schema-form.ts';
import { FormEnd } from './form-alert.tsx';

/**
 * A form in a dialog that saves what it holds (a settings card's change, a template or a request
 * edited): its fields, then its own message, Cancel (which closes the dialog, as `onDone` does after a
 * save) and the save button, saying "Saving..." while the form is sent.
 */
export function DialogForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  onDone,
  submitLabel,
  className = 'space-y-4',
  children,
}: {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDone: () => void;
  submitLabel: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
      <FormEnd {...submitState(form)} pendingLabel="Saving..." onCancel={onDone}>
        {submitLabel}
      </FormEnd>
    </form>
  );
}
