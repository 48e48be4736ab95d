import { cn } from '@/lib/cn.ts';

const SIZES = {
  md: 'h-10 w-10 rounded-md text-sm',
  lg: 'h-20 w-20 rounded-lg text-2xl',
} as const;

/**
 * A company's logo, or its initials on a tinted square while it has none. Beside the company's name it is
 * decorative; `alt` names it where it stands alone.
 */
export function CompanyLogo({
  name,
  url,
  size = 'md',
  alt = '',
}: {
  name: string;
  url: string | null;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt={alt}
        className={cn('shrink-0 border border-slate-200 bg-white object-contain', SIZES[size])}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center bg-brand-100 font-bold text-brand-800', SIZES[size])}
    >
      {initials}
    </span>
  );
}
