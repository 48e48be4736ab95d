import { useState } from 'react';

/**
 * The item a ConfirmDialog asks about (the lead to buy, the member to remove): the dialog is open
 * while there is one, and closing it or `done` forgets it.
 */
export function useConfirming<T>() {
  const [item, setItem] = useState<T | null>(null);
  const done = () => setItem(null);
  const onOpenChange = (open: boolean) => {
    if (!open) done();
  };
  return { item, ask: setItem, done, dialog: { open: item !== null, onOpenChange } };
}
