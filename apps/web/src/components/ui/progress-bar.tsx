import { cn } from '@/lib/cn.ts';

/** A labelled progress bar, e.g. how complete a profile is. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', pct === 100 ? 'bg-brand-600' : 'bg-amber-500')}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
