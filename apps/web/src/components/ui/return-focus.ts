import { useRef } from 'react';

/**
 * Where focus goes when a dialog closes. Radix returns it to the dialog's Trigger, but ours are opened
 * from code (a row's button, a menu), so without this focus fell to <body> and a keyboard user started
 * again from the top of the page. The element focused when the dialog opened gets it back, if it is
 * still on the page (a deleted row's button is not: then Radix's own handling applies).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
