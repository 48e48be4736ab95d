import { AlertDialog as A } from 'radix-ui';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast.ts';
import { Button, buttonClass } from './button.tsx';
import type { DialogState } from './dialog.tsx';
import { useReturnFocus } from './return-focus.ts';

/** Asks before a destructive or irreversible action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  tone = 'danger',
  pending,
  disabled,
  onConfirm,
  children,
}: DialogState & {
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  /** The action cannot be taken now (the dialog says why). */
  disabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <A.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-slate-700">{description}</A.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <A.Cancel className={buttonClass('outline')}>Cancel</A.Cancel>
            <Button variant={tone} disabled={pending || disabled} onClick={onConfirm}>
              {pending ? 'Working...' : confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}

/**
 * Asks about one item of a list (`confirming`, from `useConfirming`), then runs `mutation` with its id:
 * says `success` when it worked and forgets the item either way.
 */
export function ConfirmItemDialog<T extends { id: number }>({
  confirming,
  mutation,
  success,
  title,
  description,
  confirmLabel,
}: {
  confirming: { item: T | null; done: () => void; dialog: DialogState };
  mutation: { isPending: boolean; mutate: (id: number, o: { onSuccess: () => void; onSettled: () => void }) => void };
  success: string;
  title: (item: T) => ReactNode;
  description: (item: T) => ReactNode;
  confirmLabel: string;
}) {
  const { item } = confirming;
  return (
    <ConfirmDialog
      {...confirming.dialog}
      title={item ? title(item) : ''}
      description={item ? description(item) : ''}
      confirmLabel={confirmLabel}
      pending={mutation.isPending}
      onConfirm={() =>
        item && mutation.mutate(item.id, { onSuccess: () => toast.success(success), onSettled: confirming.done })
      }
    />
  );
}
