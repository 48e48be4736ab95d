import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import type { DialogState } from './dialog.tsx';
import { useReturnFocus } from './return-focus.ts';

/** A dialog that slides up from the bottom of the screen, with a title and one closing action. */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  closeButton,
  children,
}: DialogState & {
  title: string;
  /** The button that closes it ('Done', 'Close'). */
  closeButton: ReactElement;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close asChild>{closeButton}</Dialog.Close>
          </div>
          <div className="overflow-auto p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
