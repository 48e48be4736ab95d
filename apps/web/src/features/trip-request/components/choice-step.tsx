import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn.ts';
import type { Option } from '../steps.ts';

/**
 * One choice among options, as a radio group. A pick with the pointer or Space moves on by
 * itself; arrow keys only browse the options (Enter confirms), so keyboard users are not
 * carried past a step while looking at the choices.
 */
export function ChoiceStep({
  name,
  options,
  value,
  onChange,
  onPicked,
  onEnter,
}: {
  name: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  onPicked: () => void;
  onEnter: () => void;
}) {
  const lastInput = useRef<'pointer' | 'space' | 'other'>('other');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    lastInput.current = e.key === ' ' ? 'space' : 'other';
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter();
    }
  };
  return (
    <div className={cn('grid gap-3', options.length > 3 && 'sm:grid-cols-2')}>
      {options.map((o) => {
        const checked = value === o.value;
        return (
          <label
            key={o.value}
            onPointerDown={() => (lastInput.current = 'pointer')}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border-2 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40',
              checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={checked}
              onChange={() => onChange(o.value)}
              onClick={() => {
                if (lastInput.current !== 'other') {
                  onChange(o.value);
                  onPicked();
                }
                lastInput.current = 'other';
              }}
              onKeyDown={onKeyDown}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{o.label}</span>
              {o.hint ? <span className="block text-sm text-slate-600">{o.hint}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
