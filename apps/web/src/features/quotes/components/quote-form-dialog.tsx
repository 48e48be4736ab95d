import { useState } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { todayIso } from '@triptender/contract/dates';
import { CURRENCIES } from '@triptender/contract/enums';
import { ACCOMMODATION_STANDARD_LABELS, ACCOMMODATION_STANDARDS } from '@triptender/contract/quote-terms';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import { type QuoteFields, quoteFields } from '@triptender/contract/quote-fields';
import { fieldsOfContent } from '@triptender/contract/quote-content';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { ChoiceOptions } from '@/components/ui/choice-select.tsx';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { FieldError, Input, Label, Select, TextareaField } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useDateField, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSendQuote, useUpdateQuote } from '../api/company-quotes.ts';
import type { QuotedLead } from './company-quote-panel.tsx';
import { type ItineraryDayForm, ItineraryField } from './itinerary-field.tsx';
import { QuoteItemsField } from './quote-items-field.tsx';

type FormIn = QuoteFields;
type FieldName = keyof FormIn;

const emptyForm: FormIn = {
  price: '',
  currency: 'USD',
  price_basis: 'total',
  trip_duration: '',
  message: '',
  inclusions: [],
  exclusions: [],
  itinerary: [],
  accommodation_standard: '',
  deposit_percent: '',
  cancellation_terms: '',
  valid_until: '',
};

/** What the traveller will read: the total and the price per person, or null while it is not a price. */
function priceHint(price: unknown, currency: unknown, basis: unknown, people: number): string | null {
  const cents = Math.round(Number(price) * 100);
  if (!Number.isFinite(cents) || cents <= 0) return null;
  const code = (CURRENCIES as readonly string[]).includes(String(currency)) ? String(currency) : 'USD';
  const travellers = `${people} ${people === 1 ? 'traveller' : 'travellers'}`;
  if (basis === 'per_person') return `${formatMoney(cents * people, code)} in total for ${travellers}`;
  return `${formatPricePerPerson(cents, people, code)} for ${travellers}`;
}

/**
 * 'Send quote' for a bought lead, or revising a quote still sent (its next version). Validation is the
 * contract's. The price per person (or the total) the traveller will see is shown as it is typed, and a
 * claimed discount is recalled above the price.
 */
export function QuoteFormDialog({
  open,
  onOpenChange,
  lead,
  quote,
}: DialogState & {
  lead: QuotedLead & { number_of_night: number };
  quote?: CompanyQuote | null;
}) {
  const send = useSendQuote();
  const update = useUpdateQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(quoteFields, quote ? fieldsOfContent(quote, lead.number_of_people) : emptyForm);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    // isDirty read here, so the form keeps it up to date (react-hook-form tracks what render reads)
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const validUntil = useDateField(form, 'quote', 'valid_until');
  const inclusions = useController({ control: form.control, name: 'inclusions' });
  const exclusions = useController({ control: form.control, name: 'exclusions' });
  const asList = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (quote) await update.mutateAsync({ id: quote.id, fields: values });
      else await send.mutateAsync({ ...values, lead_id: lead.id });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          const name = field.split('.')[0]!;
          if (name in emptyForm) setError(name as FieldName, { message: messages[0] });
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
  const textarea = (name: 'message' | 'cancellation_terms') => ({
    id: `quote-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });
  const error = (name: FieldName) => <FieldError id={`quote-${name}-error`}>{errors[name]?.message}</FieldError>;
  const people = lead.number_of_people;
  const basis = watch('price_basis');
  // Escape, a click outside, Close or Cancel would throw away a quote half written: ask first
  const [discarding, setDiscarding] = useState(false);
  const requestClose = (next: boolean) => {
    if (!next && isDirty && !isSubmitting) setDiscarding(true);
    else onOpenChange(next);
  };

  return (
    <>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={quote ? 'Discard your changes?' : 'Discard this quote?'}
        description="What you typed here is not saved."
        confirmLabel="Discard"
        onConfirm={() => {
          setDiscarding(false);
          onOpenChange(false);
        }}
      />
      <Dialog open={open} onOpenChange={requestClose}>
        <DialogContent
          title={quote ? 'Revise your quote' : 'Send a quote'}
          description={
            quote
              ? `${lead.title}. Saving makes version ${quote.version + 1}: the traveller sees what changed and can still open version ${quote.version}.`
              : lead.title
          }
          className="max-w-2xl"
        >
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {lead.discount_claimed ? (
              <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <strong>{DISCOUNT_TEXTS.claimed}.</strong> {DISCOUNT_TEXTS.applyIt}
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="sm:col-span-2">
                <Label htmlFor="quote-price">{basis === 'per_person' ? 'Price per person' : 'Total price'}</Label>
                <Input
                  type="number"
                  inputMode="decimal"
                  min="1"
                  step="0.01"
                  {...field('price')}
                  aria-describedby={[field('price')['aria-describedby'], 'quote-price-hint'].filter(Boolean).join(' ')}
                  {...register('price')}
                />
                <p id="quote-price-hint" className="mt-1 text-xs text-slate-600" aria-live="polite">
                  {priceHint(watch('price'), watch('currency'), basis, people) ??
                    (people === 1 ? 'For the 1 traveller.' : `For ${people} travellers.`)}
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
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">The price is</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm text-slate-800">
                <label className="flex items-center gap-2">
                  <input type="radio" value="total" className="accent-brand-700" {...register('price_basis')} />
                  the total for the group
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" value="per_person" className="accent-brand-700" {...register('price_basis')} />
                  per person
                </label>
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="quote-trip_duration">Trip duration</Label>
                <Input placeholder="8 days / 7 nights" {...field('trip_duration')} {...register('trip_duration')} />
                {error('trip_duration')}
              </div>
              {/* from today on: the contract refuses an earlier day (packages/contract/src/quote-fields.ts) */}
              <DateField label="Valid until (optional)" clearable min={todayIso()} {...validUntil} />
            </div>
            <TextareaField
              label="Your proposal"
              rows={5}
              placeholder="The trip you propose, in a few lines: what makes it yours."
              {...textarea('message')}
            />
            <QuoteItemsField
              value={{ inclusions: asList(inclusions.field.value), exclusions: asList(exclusions.field.value) }}
              onChange={(lists) => {
                inclusions.field.onChange(lists.inclusions);
                exclusions.field.onChange(lists.exclusions);
              }}
              errors={{ inclusions: errors.inclusions?.message, exclusions: errors.exclusions?.message }}
            />
            <ItineraryField
              control={form.control as unknown as Control<{ itinerary: ItineraryDayForm[] }>}
              register={register as unknown as UseFormRegister<{ itinerary: ItineraryDayForm[] }>}
              errors={errors as unknown as FieldErrors<{ itinerary: ItineraryDayForm[] }>}
              nights={lead.number_of_night}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Label htmlFor="quote-accommodation_standard">Accommodation (optional)</Label>
                <Select {...field('accommodation_standard')} {...register('accommodation_standard')}>
                  <ChoiceOptions
                    choices={ACCOMMODATION_STANDARDS}
                    labels={ACCOMMODATION_STANDARD_LABELS}
                    blank="Not stated"
                  />
                </Select>
                {error('accommodation_standard')}
              </div>
              <div>
                <Label htmlFor="quote-deposit_percent">Deposit on booking, % (optional)</Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min="0"
                  max="100"
                  {...field('deposit_percent')}
                  {...register('deposit_percent')}
                />
                {error('deposit_percent')}
              </div>
            </div>
            <TextareaField
              label="Cancellation terms (optional)"
              rows={2}
              placeholder="Free cancellation up to 60 days before departure; 50% after that."
              {...textarea('cancellation_terms')}
            />
            <FormAlert>{formError}</FormAlert>
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => requestClose(false)}>
                Cancel
              </Button>
              <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
                {quote ? `Save version ${quote.version + 1}` : 'Send quote'}
              </SubmitButton>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
