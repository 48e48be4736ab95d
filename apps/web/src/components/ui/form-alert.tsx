import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Button, SubmitButton } from './button.tsx';

/** A form's own message (not tied to one field), announced when it appears. */
export function FormAlert({ children, className }: { children?: string | null | undefined; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('rounded-md bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {children}
    </p>
  );
}

/**
 * A button before the submit one: Cancel closes the dialog the form is in; Discard changes puts back
 * what is stored (disabled while there is nothing to put back).
 */
type Before = { onCancel: () => void } | { onDiscard: () => void; discardDisabled: boolean };

/**
 * The end of a form: its own message, if any, then the submit button on the right (saying
 * `pendingLabel` while the form is sent), after a Cancel or Discard changes button when asked for.
 */
export function FormEnd({
  error,
  pending,
  pendingLabel,
  children,
  ...before
}: {
  error: string | null | undefined;
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
} & (Before | Record<never, never>)) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <div
        className={
          'onCancel' in before
            ? 'flex justify-end gap-3'
            : 'onDiscard' in before
              ? 'flex flex-wrap justify-end gap-2'
              : 'flex justify-end'
        }
      >
        {'onCancel' in before ? (
          <Button variant="outline" onClick={before.onCancel}>
            Cancel
          </Button>
        ) : 'onDiscard' in before ? (
          <Button variant="outline" disabled={before.discardDisabled} onClick={before.onDiscard}>
            Discard changes
          </Button>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
