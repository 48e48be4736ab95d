import type { ComponentType, ReactNode } from 'react';
import { Skeleton } from './feedback.tsx';

/** One figure on a dashboard: a label, the value, and an optional line under it. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: ReactNode | undefined;
  hint?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {Icon ? <Icon className="h-5 w-5 text-brand-700" aria-hidden /> : null}
      </div>
      <div className="mt-2 text-2xl font-bold text-slate-900">
        {value === undefined ? <Skeleton className="h-8 w-20" /> : value}
      </div>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}
