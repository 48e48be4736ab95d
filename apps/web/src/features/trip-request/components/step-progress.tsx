import { cn } from '@/lib/cn.ts';

/** "3 of 9", the percentage, a progress bar and one dot per step (`steps` are the steps' keys). */
export function StepProgress({ steps, index }: { steps: string[]; index: number }) {
  const percent = Math.round(((index + 1) / steps.length) * 100);
  return (
    <>
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <p>
          {index + 1} of {steps.length}
        </p>
        <p aria-hidden="true">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Trip request progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
        aria-valuetext={`Step ${index + 1} of ${steps.length}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-hidden="true" className="mt-3 flex justify-center gap-2">
        {steps.map((key, i) => (
          <li
            key={key}
            data-testid="step-dot"
            className={cn('h-2.5 w-2.5 rounded-full', i <= index ? 'bg-brand-700' : 'bg-slate-300')}
          />
        ))}
      </ol>
    </>
  );
}
