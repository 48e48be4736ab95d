import type { ImgHTMLAttributes } from 'react';

/**
 * One of the site's 3:2 illustrations below the first screen (a place, the office map): its size is
 * known before it loads, and it loads only as it comes near the screen.
 */
export function Illustration({ alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  return <img alt={alt} width={600} height={400} loading="lazy" decoding="async" {...props} />;
}
