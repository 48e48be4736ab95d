import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The element other pages link to with `#anchor` (the buy dialog's "Change the limit", the
 * marketplace's "Set your lead preferences"): a visit with that hash scrolls it to the top once it is
 * drawn (`drawn`, when what it shows has loaded). Give the returned ref to the element.
 */
export function useHashTarget<E extends HTMLElement>(anchor: string, drawn: boolean) {
  const target = useRef<E>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}` || !drawn) return;
    const timer = setTimeout(() => target.current?.scrollIntoView({ block: 'start' }), 0);
    return () => clearTimeout(timer);
  }, [hash, anchor, drawn]);
  return target;
}
