import { useEffect } from 'react';

/** Shows another tab icon while the page is open, and puts the previous one back on leaving. */
export function useTabIcon(href: string) {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    const previous = links.map((l) => [l, l.getAttribute('href'), l.getAttribute('type')] as const);
    for (const link of links) {
      link.href = href;
      link.type = 'image/svg+xml';
    }
    return () => {
      for (const [link, oldHref, oldType] of previous) {
        if (oldHref) link.setAttribute('href', oldHref);
        if (oldType) link.setAttribute('type', oldType);
        else link.removeAttribute('type');
      }
    };
  }, [href]);
}
