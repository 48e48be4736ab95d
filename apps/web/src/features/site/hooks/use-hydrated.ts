import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a prerendered page, true afterwards (and at once on pages rendered
 * in the browser). Anything that depends on the visitor (logged in, dismissed before) renders only
 * once this is true, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
