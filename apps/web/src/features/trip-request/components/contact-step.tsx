import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import type { Draft } from '../steps.ts';

type ContactField = 'first_name' | 'last_name' | 'email' | 'mobile';
const FIELDS: { name: ContactField; label: string; type: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel', optional: true },
];

/**
 * Name, email and an optional mobile. For a logged-in traveller they come from the account and
 * are read-only (the mobile stays editable when the account has none).
 */
export function ContactStep({
  idPrefix,
  draft,
  errors,
  locked,
  onChange,
  onTouch,
  onLeaveValid,
  onEnter,
}: {
  idPrefix: string;
  draft: Draft;
  errors: Partial<Record<ContactField, string | null>>;
  locked: ReadonlySet<ContactField>;
  onChange: (field: ContactField, value: string) => void;
  onTouch: (field: ContactField) => void;
  onLeaveValid: () => void;
  onEnter: () => void;
}) {
  // moving between these fields is not leaving the step; leaving all of them is
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const to = e.relatedTarget as Node | null;
    if (!to || !e.currentTarget.contains(to)) onLeaveValid();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter();
    }
  };
  return (
    <div onBlur={onBlur} className="grid gap-4 sm:grid-cols-2">
      {locked.size > 0 ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
          These details come from your account, so operators can reach you. To change them, go to{' '}
          <Link to={paths.user.account} className="font-medium text-brand-700 underline">
            your account
          </Link>
          ; your answers here are kept.
        </p>
      ) : null}
      {FIELDS.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const error = errors[f.name];
        return (
          <div key={f.name}>
            <Label htmlFor={id}>
              {f.label}
              {f.optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
            </Label>
            <Input
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              value={draft[f.name]}
              readOnly={locked.has(f.name)}
              aria-readonly={locked.has(f.name) || undefined}
              aria-required={f.optional ? undefined : true}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              maxLength={f.name === 'email' ? 254 : 100}
              onChange={(e) => onChange(f.name, e.target.value)}
              onBlur={() => onTouch(f.name)}
              onKeyDown={onKeyDown}
              className={locked.has(f.name) ? 'cursor-not-allowed bg-slate-100 text-slate-700' : undefined}
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
        );
      })}
    </div>
  );
}
