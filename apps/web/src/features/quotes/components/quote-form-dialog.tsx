import { useState } from 'react';
import type { z } from 'zod';
import { todayIso } from '@triptender/contract/dates';
import { CURRENCIES } from '@triptender/contract/enums';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { formatPricePerPerson } from '@triptender/contract/money';
import { quoteFields } from '@triptender/contract/quote-fields';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useDateField, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSendQuote, useUpdateQuote } from '../api/company-quotes.ts';
import type { QuotedLead } from './company-quote-panel.tsx';

type FormIn = z.input<typeof quoteFields>;
type FieldName = keyof FormIn;

const emptyForm: FormIn = {
  price: '',
  currency: 'USD',
  trip_duration: '',
  message: '',
  inclusions: '',
  exclusions: '',
  flights_included: false,
  valid_until: '',
};

function fromQuote(q: CompanyQuote): FormIn {
  return {
    price: String(q.price_cents / 100),
    currency: q.currency,
    trip_duration: q.trip_duration,
    message: q.message,
    inclusions: q.inclusions ?? '',
    exclusions: q.exclusions ?? '',
    flights_included: q.flights_included,
    valid_until: q.valid_until ?? '',
  };
}

/** The total as a price per person, as the traveller will read it ('$612.50 per person'), or null while it is not a price. */
function perPersonHint(price: unknown, currency: unknown, people: number): string | null {
  const cents = Math.round(Number(price) * 100);
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const code = (CURRENCIES as readonly string[]).includes(String(currency)) ? String(currency) : 'USD';
  return `${formatPricePerPerson(cents, people, code)} for ${people} ${people === 1 ? 'traveller' : 'travellers'}`;
}

/**
 * 'Send quote' for a bought lead, or editing a quote still sent. Validation is the contract's. The
 * price per person the traveller will see is shown as the total is typed, and a claimed discount is
 * recalled above the price.
 */
export function QuoteFormDialog({
  open,
  onOpenChange,
  lead,
  quote,
}: DialogState & {
  lead: QuotedLead;
  quote?: CompanyQuote | null;
}) {
  const leadId = lead.id;
  const send = useSendQuote();
  const update = useUpdateQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(quoteFields, quote ? fromQuote(quote) : emptyForm);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const validUntil = useDateField(form, 'quote', 'valid_until');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (quote) await update.mutateAsync({ id: quote.id, fields: values });
      else await send.mutateAsync({ ...values, lead_id: leadId });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field in emptyForm) setError(field as FieldName, { message: messages[0] });
          else setFormError(messages[0] ?? err.message);
        }
      } else {
        setFormError(err instanceof Error ? err.message : 'The quote could not be sent.');
      }
    }
  });

  const field = (name: FieldName) => ({
    id: `quote-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `quote-${name}-error` : undefined,
  });
  const error = (name: FieldName) => <FieldError id={`quote-${name}-error`}>{errors[name]?.message}</FieldError>;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={quote ? 'Edit your quote' : 'Send a quote'} description={lead.title} className="max-w-2xl">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {lead.discount_claimed ? (
            <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <strong>{DISCOUNT_TEXTS.claimed}.</strong> {DISCOUNT_TEXTS.applyIt}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <Label htmlFor="quote-price">Total price</Label>
              <Input
                type="number"
                inputMode="decimal"
                min="1"
                step="0.01"
                {...field('price')}
                aria-describedby={[field('price')['aria-describedby'], 'quote-price-per-person']
                  .filter(Boolean)
                  .join(' ')}
                {...register('price')}
              />
              <p id="quote-price-per-person" className="mt-1 text-xs text-slate-600" aria-live="polite">
                {perPersonHint(watch('price'), watch('currency'), lead.number_of_people) ??
                  (lead.number_of_people === 1
                    ? 'The total for the 1 traveller.'
                    : `The total for all ${lead.number_of_people} travellers.`)}
              </p>
              {error('price')}
            </div>
            <div>
              <Label htmlFor="quote-currency">Currency</Label>
              <Select {...field('currency')} {...register('currency')}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
              {error('currency')}
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="quote-trip_duration">Trip duration</Label>
              <Input placeholder="8 days / 7 nights" {...field('trip_duration')} {...register('trip_duration')} />
              {error('trip_duration')}
            </div>
            {/* from today on: the contract refuses an earlier day (packages/contract/src/quotes.ts) */}
            <DateField label="Valid until (optional)" clearable min={todayIso()} {...validUntil} />
          </div>
          <div>
            <Label htmlFor="quote-message">Your proposal</Label>
            <Textarea
              rows={5}
              placeholder="The itinerary you propose, day by day or in a few lines."
              {...field('message')}
              {...register('message')}
            />
            {error('message')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="quote-inclusions">Included</Label>
              <Textarea
                rows={3}
                placeholder="Hotels with breakfast, transfers..."
                {...field('inclusions')}
                {...register('inclusions')}
              />
              {error('inclusions')}
            </div>
            <div>
              <Label htmlFor="quote-exclusions">Not included</Label>
              <Textarea
                rows={3}
                placeholder="International flights..."
                {...field('exclusions')}
                {...register('exclusions')}
              />
              {error('exclusions')}
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('flights_included')} />
            Flights are included in the price
          </label>
          <FormAlert>{formError}</FormAlert>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
              {quote ? 'Save quote' : 'Send quote'}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
