import { useEffect, useEffectEvent, useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@triptender/contract/constants';

/** The search typed text stands for: trimmed, and nothing while shorter than `minChars`. */
function searchOf(typed: string, minChars: number): string {
  const trimmed = typed.trim();
  return trimmed.length >= minChars ? trimmed : '';
}

/**
 * The text of a search box and the search it sends: once typing has paused, and only when it differs
 * from `value`, the search in effect. When `value` changes from outside (a reset, a link, the back
 * button) the box follows; the search the box sent itself leaves the typed text as it is.
 */
export function useDebouncedSearch(value: string, onSearch: (search: string) => void, minChars = 0) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (searchOf(text, minChars) !== value) setText(value);
  }
  const send = useEffectEvent((search: string) => onSearch(search));
  useEffect(() => {
    const next = searchOf(text, minChars);
    if (next === value) return;
    const timer = setTimeout(() => send(next), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, minChars]);
  return [text, setText] as const;
}
