import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FORM_TEXTS } from '@triptender/contract/constants';
import { MARKETING_LEAD_TITLES, type MarketingLeadType } from '@triptender/contract/enums';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { submitLeadMagnet } from '../api/marketing-contacts.ts';

type Field = 'first_name' | 'last_name' | 'email';
const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** What the thank-you page says after a guide or discount form (the default is a trip request). */
export type ThankYouKind = 'guide' | 'discount';

/** Where a guide or discount form sits: its page's country (none on the home page) and thank-you page. */
export type OfferTarget = { country?: 'ireland' | 'scotland'; successPath: string };

const LEAD_TYPE_PREFIX = { guide: 'lead-magnet', discount: 'discount-claim' } as const;

/**
 * The guide and discount forms: first name, last name and email, all required and trimmed. On
 * success the fields clear and the visitor goes to the thank-you page of the page's country.
 */
export function LeadMagnetForm({
  kind,
  target: { country, successPath },
  submitLabel,
  onSuccess,
  dark,
  layout = 'stacked',
}: {
  kind: ThankYouKind;
  target: OfferTarget;
  submitLabel: string;
  onSuccess?: () => void;
  /** Light text for a form on a dark band. */
  dark?: boolean;
  layout?: 'stacked' | 'row';
}) {
  const id = useId();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const discount = kind === 'discount';
  const leadType: MarketingLeadType = `${LEAD_TYPE_PREFIX[kind]}-${country ?? 'all'}`;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.name, String(new FormData(form).get(f.name) ?? '').trim()]),
    ) as Record<Field, string>;
    const missing = FIELDS.filter((f) => !values[f.name]);
    if (missing.length > 0) {
      setInvalid(Object.fromEntries(missing.map((f) => [f.name, FORM_TEXTS.required])));
      setProblem(`${FORM_TEXTS.missingInfoTitle}: ${FORM_TEXTS.missingInfoText}`);
      toast.error(FORM_TEXTS.missingInfoTitle, { description: FORM_TEXTS.missingInfoText });
      form.querySelector<HTMLInputElement>(`[name="${missing[0]!.name}"]`)?.focus();
      return;
    }
    // the browser's own email check, with its own message next to the field
    const emailInput = form.querySelector<HTMLInputElement>('[name="email"]')!;
    if (!emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }
    setInvalid({});
    setProblem(null);
    setSubmitting(true);
    try {
      await submitLeadMagnet({
        ...values,
        lead_type: leadType,
        title: MARKETING_LEAD_TITLES[leadType],
        ...(country ? { country } : {}),
      });
      form.reset();
      toast.success(discount ? FORM_TEXTS.discountClaimedTitle : FORM_TEXTS.guideSentTitle, {
        description: discount ? FORM_TEXTS.discountClaimedText : FORM_TEXTS.guideSentText,
      });
      onSuccess?.();
      navigate(successPath, { state: { kind } satisfies { kind: ThankYouKind } });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && Object.keys(err.fieldErrors).length > 0) {
        const fields = err.fieldErrors as Partial<Record<Field, string[]>>;
        setInvalid(Object.fromEntries(FIELDS.map((f) => [f.name, fields[f.name]?.[0]]).filter(([, m]) => m)));
        setProblem(Object.values(err.fieldErrors).flat()[0] ?? err.message);
      } else if (!(err instanceof ApiError && err.shown)) {
        setProblem(`${FORM_TEXTS.failureTitle}. ${FORM_TEXTS.failureText}`);
        toast.error(FORM_TEXTS.failureTitle, { description: FORM_TEXTS.failureText });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <div
        className={cn('grid gap-4', layout === 'row' ? 'sm:grid-cols-2 lg:grid-cols-4 lg:items-end' : 'sm:grid-cols-2')}
      >
        {FIELDS.map((f) => (
          <div key={f.name} className={cn(layout === 'stacked' && f.name === 'email' && 'sm:col-span-2')}>
            <label
              htmlFor={`${id}-${f.name}`}
              className={cn('mb-1 block text-sm font-medium', dark ? 'text-white' : 'text-slate-800')}
            >
              {f.label}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              aria-required="true"
              aria-invalid={invalid[f.name] ? true : undefined}
              maxLength={f.name === 'email' ? 254 : 100}
              onInput={() => invalid[f.name] && setInvalid((v) => ({ ...v, [f.name]: undefined }))}
              className="block h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600/30"
            />
          </div>
        ))}
        <button
          type="submit"
          disabled={submitting}
          className={cn(
            'h-12 rounded-md bg-amber-400 px-6 text-base font-bold text-slate-950 shadow hover:bg-amber-300 disabled:cursor-wait disabled:opacity-80',
            layout === 'stacked' && 'sm:col-span-2',
          )}
        >
          {submitting ? 'Processing...' : submitLabel}
        </button>
      </div>
      {problem ? (
        <p
          id={`${id}-problem`}
          role="alert"
          className={cn('mt-3 rounded-md px-3 py-2 text-sm', dark ? 'bg-white text-red-800' : 'bg-red-50 text-red-800')}
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
