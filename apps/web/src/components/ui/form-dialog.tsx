import type { ReactNode } from 'react';
import type { FormDialogState } from '@/lib/use-schema-form.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './dialog.tsx';
import { FormEnd } from './form-alert.tsx';

/**
 * A dialog holding a form, opened by a button named like its title ("Add User"): the fields, then the
 * form's own message and the submit button.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  children,
  ...state
}: FormDialogState & {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={state.open} onOpenChange={state.onOpenChange}>
      <DialogTrigger asChild>
        <Button>{title}</Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={state.onSubmit} noValidate className="space-y-4">
          {children}
          <FormEnd error={state.error} pending={state.pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </FormEnd>
        </form>
      </DialogContent>
    </Dialog>
  );
}
