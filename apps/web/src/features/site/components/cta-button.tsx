import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';
import { TONE, type Tone } from './tone.ts';

type CtaButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone };

/** The big call-to-action button of the landing pages. */
export function CtaButton({ tone = 'green', className, ...props }: CtaButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex h-14 items-center justify-center rounded-lg px-8 text-lg font-semibold shadow-lg transition-colors focus-visible:outline-white',
        TONE[tone].button,
        className,
      )}
      {...props}
    />
  );
}
