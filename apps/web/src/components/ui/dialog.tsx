import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { useReturnFocus } from './return-focus.ts';

/** A dialog its owner opens and closes. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;

export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  hideClose?: boolean;
}) {
  const returnFocus = useReturnFocus();
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <D.Content
        {...returnFocus}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <D.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</D.Title>
        {description ? <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description> : null}
        <div className="mt-4">{children}</div>
        {hideClose ? null : (
          <D.Close
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}
