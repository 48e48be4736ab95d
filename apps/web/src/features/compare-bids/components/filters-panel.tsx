import { Slider } from 'radix-ui';
import { BADGES } from '@triptender/contract/enums';
import { formatMoney } from '@triptender/contract/money';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { SORT_KEYS, SORT_LABELS } from '@triptender/contract/compare-quotes';
import type { Currency } from '@triptender/contract/enums';
import { type Filters, PRICE_STEP, RATING_OPTIONS } from '../filter-quotes.ts';

/** Search, price range, minimum rating, badges and sort; the sidebar and the mobile drawer show it. */
export function FiltersPanel({
  idPrefix,
  filters,
  bounds,
  currency,
  onChange,
}: {
  idPrefix: string;
  filters: Filters;
  bounds: [number, number];
  /** The display currency the prices are compared in. */
  currency: Currency;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-6">
      <div>
        <Label htmlFor={id('search')}>Search proposals</Label>
        <Input
          id={id('search')}
          type="search"
          placeholder="Company or proposal text"
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </div>
      <ChoiceSelect
        id={id('sort')}
        label="Sort by"
        value={filters.sort}
        choices={SORT_KEYS}
        labels={SORT_LABELS}
        onChange={(sort) => sort && onChange({ sort })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Price</legend>
        <p className="mb-3 text-sm text-slate-700" aria-live="polite">
          {formatMoney(filters.price[0] * 100, currency)} - {formatMoney(filters.price[1] * 100, currency)}
        </p>
        <Slider.Root
          className="relative flex h-5 touch-none items-center select-none"
          min={bounds[0]}
          max={bounds[1]}
          step={PRICE_STEP}
          minStepsBetweenThumbs={0}
          value={filters.price}
          onValueChange={(v) => onChange({ price: [v[0]!, v[1]!] })}
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          {(['Minimum price', 'Maximum price'] as const).map((label) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          ))}
        </Slider.Root>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Minimum rating</legend>
        <div className="flex flex-wrap gap-2">
          {RATING_OPTIONS.map((o) => (
            <label
              key={o.value}
              className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={id('rating')}
                className="accent-brand-700"
                checked={filters.minRating === o.value}
                onChange={() => onChange({ minRating: o.value })}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Badges</legend>
        <div className="space-y-1.5">
          {BADGES.map((b) => (
            <label key={b} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={filters.badges.includes(b)}
                onChange={(e) =>
                  onChange({
                    badges: e.target.checked ? [...filters.badges, b] : filters.badges.filter((x) => x !== b),
                  })
                }
              />
              {b}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
