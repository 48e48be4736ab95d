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

/**
 * Whether a ConfirmDialog about one thing (signing out everywhere, withdrawing this quote) is open:
 * `dialog` is what the dialog takes, `ask` opens it and `done` closes it.
 */
export function useAsking() {
  const [open, setOpen] = useState(false);
  return { ask: () => setOpen(true), done: () => setOpen(false), dialog: { open, onOpenChange: setOpen } };
}
