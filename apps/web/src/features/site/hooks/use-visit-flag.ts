import { useCallback, useState } from 'react';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/**
 * A yes/no remembered for the visit (sessionStorage): e.g. a banner the visitor closed stays
 * closed on every page until they come back another day. Read it only after hydration.
 */
export function useVisitFlag(key: string): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof window !== 'undefined' && read(key));
  const set = useCallback(() => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // private mode without storage: it still holds until the page is left
    }
    setOn(true);
  }, [key]);
  return [on, set];
}
