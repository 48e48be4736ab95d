// How many leads fitting the company's preferences went live since the user last opened the
// marketplace (this tab, this visit): the badge of the Trip Requests link.
import { useSyncExternalStore } from 'react';

let count = 0;
const watchers = new Set<() => void>();
const set = (next: number) => {
  if (next === count) return;
  count = next;
  for (const w of [...watchers]) w();
};

export const newLeads = {
  add: () => set(count + 1),
  clear: () => set(0),
};

export function useNewLeadsCount(): number {
  return useSyncExternalStore(
    (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    () => count,
    () => 0,
  );
}
