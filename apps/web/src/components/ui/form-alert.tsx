import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { SubmitButton } from './button.tsx';

/** A form's own message (not tied to one field), announced when it appears. */
export function FormAlert({ children, className }: { children?: string | null | undefined; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('rounded-md bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {children}
    </p>
  );
}

/** The end of a dialog's form: its own message, if any, then the submit button on the right. */
export function FormEnd({
  error,
  pending,
  pendingLabel,
  children,
}: {
  error: string | undefined;
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
