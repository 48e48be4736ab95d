// The quote form's optional day-by-day itinerary: a row per day, added and removed freely.
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, useFieldArray, type UseFormRegister } from 'react-hook-form';
import { ITINERARY_LIMITS } from '@triptender/contract/quote-fields';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';

export type ItineraryDayForm = { day: number | string; title: string; description: string; overnight: string };
type WithItinerary = { itinerary: ItineraryDayForm[] };

export function ItineraryField({
  control,
  register,
  errors,
  nights,
}: {
  control: Control<WithItinerary>;
  register: UseFormRegister<WithItinerary>;
  errors: FieldErrors<WithItinerary>;
  /** The trip's nights, when the form is for one trip (a template's is not): it has one more day. */
  nights?: number | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  const nextDay = () => {
    const days = fields.map((f) => Number(f.day)).filter(Number.isFinite);
    return Math.min(days.length ? Math.max(...days) + 1 : 1, ITINERARY_LIMITS.days);
  };
  const listError = errors.itinerary?.message ?? errors.itinerary?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Day by day (optional)</legend>
      <p className="text-xs text-slate-600">
        The outline travellers compare: a title for each day you describe, and where they sleep.
        {nights === undefined ? null : ` The trip has ${nights + 1} days.`}
      </p>
      {fields.length ? (
        <ol className="space-y-3">
          {fields.map((f, i) => {
            const id = (name: string) => `quote-itinerary-${i}-${name}`;
            const err = errors.itinerary?.[i];
            return (
              <li key={f.id} className="rounded-md border border-slate-200 p-3">
                <div className="grid gap-3 sm:grid-cols-[5rem_1fr_1fr_auto] sm:items-end">
                  <div>
                    <Label htmlFor={id('day')}>Day</Label>
                    <Input
                      id={id('day')}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={ITINERARY_LIMITS.days}
                      {...register(`itinerary.${i}.day`)}
                    />
                  </div>
                  <div>
                    <Label htmlFor={id('title')}>Title</Label>
                    <Input id={id('title')} placeholder="Cliffs of Moher" {...register(`itinerary.${i}.title`)} />
                  </div>
                  <div>
                    <Label htmlFor={id('overnight')}>Overnight</Label>
                    <Input id={id('overnight')} placeholder="Doolin" {...register(`itinerary.${i}.overnight`)} />
                  </div>
                  <Button variant="ghost" onClick={() => remove(i)} aria-label={`Remove day ${f.day || i + 1}`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="mt-3">
                  <Label htmlFor={id('description')}>What happens (optional)</Label>
                  <Input id={id('description')} {...register(`itinerary.${i}.description`)} />
                </div>
                <FieldError>{err?.day?.message ?? err?.title?.message}</FieldError>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FieldError id="quote-itinerary-error">{listError}</FieldError>
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= ITINERARY_LIMITS.days}
        onClick={() => append({ day: nextDay(), title: '', description: '', overnight: '' })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add a day
      </Button>
    </fieldset>
  );
}
