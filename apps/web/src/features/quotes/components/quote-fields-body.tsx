// What a quote offers, as fields: the one body of the quote form (quote-form-dialog.tsx) and of the quote
// template form (quote-template-form.tsx), so a template is written exactly as a quote is.
import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CURRENCIES } from '@triptender/contract/enums';
import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { QuoteFields } from '@triptender/contract/quote-fields';
import { ACCOMMODATION_STANDARD_LABELS, ACCOMMODATION_STANDARDS } from '@triptender/contract/quote-terms';
import { QUOTE_TEMPLATE_MESSAGES } from '@triptender/contract/quote-templates';
import { ChoiceOptions } from '@/components/ui/choice-select.tsx';
import { FieldError, Input, Label, Select, TextareaField } from '@/components/ui/input.tsx';
import { type ItineraryDayForm, ItineraryField } from './itinerary-field.tsx';
import { QuoteItemsField } from './quote-items-field.tsx';

/** The fields both forms hold: a quote's, but for its end date (a day for a quote, a number of days for a template). */
export type OfferFields = Omit<QuoteFields, 'valid_until'>;
type FieldName = keyof OfferFields;

/** Both forms empty: a new quote, a new template. */
export const emptyOfferFields: OfferFields = {
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
 * The fields, top to bottom: price, currency and basis; the trip duration beside `validity` (the quote's
 * date, the template's days); the proposal; what the price includes; the itinerary; accommodation,
 * deposit and cancellation terms. `trip` is the lead's travellers and nights, for a quote: the price hint
 * then shows what the traveller will read; a template has no lead.
 */
export function QuoteFieldsBody({
  form,
  trip,
  validity,
}: {
  form: UseFormReturn<OfferFields>;
  trip?: { people: number; nights: number };
  validity: ReactNode;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const inclusions = useController({ control: form.control, name: 'inclusions' });
  const exclusions = useController({ control: form.control, name: 'exclusions' });
  const asList = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
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
  const basis = watch('price_basis');
  const people = trip?.people;
  const hint =
    people === undefined
      ? QUOTE_TEMPLATE_MESSAGES.priceHint
      : (priceHint(watch('price'), watch('currency'), basis, people) ??
        (people === 1 ? 'For the 1 traveller.' : `For ${people} travellers.`));

  return (
    <>
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
            {hint}
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
        {validity}
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
        nights={trip?.nights}
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
    </>
  );
}

/** Where a 422's field message goes: the field it names (`itinerary.2.title` is the itinerary's), or null. */
export function fieldOfError<T extends object>(form: T, field: string): keyof T | null {
  const name = field.split('.')[0]!;
  return name in form ? (name as keyof T) : null;
}
