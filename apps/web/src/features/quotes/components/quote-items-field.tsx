// The quote form's lists: the checklist, each item included, not included or not stated,
// and the operator's own extra items on either side.
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CHECKLIST_LABELS,
  isChecklistItem,
  QUOTE_CHECKLIST,
  QUOTE_ITEM_MAX_LENGTH,
} from '@triptender/contract/quote-items';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { addTyped, type Lists, placeItem } from '../quote-lists.ts';

type Side = keyof Lists;

function FreeItems({
  label,
  items,
  onAdd,
  onRemove,
}: {
  label: string;
  items: string[];
  onAdd: (typed: string) => void;
  onRemove: (item: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onAdd(draft);
    setDraft('');
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={QUOTE_ITEM_MAX_LENGTH}
          placeholder="e.g. Whiskey tasting at Midleton"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} aria-label={`Add to ${label.toLowerCase()}`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {items.length ? (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm">
              {item}
              <button
                type="button"
                className="rounded-full p-0.5 text-slate-600 hover:bg-slate-200"
                aria-label={`Remove ${item}`}
                onClick={() => onRemove(item)}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What the price includes and leaves out: the checklist as a table of two ticks, then free items. */
export function QuoteItemsField({
  value,
  onChange,
  errors,
}: {
  value: Lists;
  onChange: (lists: Lists) => void;
  errors: { inclusions?: string | undefined; exclusions?: string | undefined };
}) {
  const free = (side: Side) => value[side].filter((i) => !isChecklistItem(i));
  const freeField = (side: Side, label: string) => (
    <FreeItems
      label={label}
      items={free(side)}
      onAdd={(typed) => onChange(addTyped(value, side, typed))}
      onRemove={(item) => onChange({ ...value, [side]: value[side].filter((i) => i !== item) })}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">What the price includes</legend>
      <p className="text-xs text-slate-600">
        Tick what is included and what is not; leave both empty when it does not apply.
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Item
            </th>
            <th scope="col" className="w-24 py-1 text-center font-medium">
              Included
            </th>
            <th scope="col" className="w-24 py-1 text-center font-medium">
              Not included
            </th>
          </tr>
        </thead>
        <tbody>
          {QUOTE_CHECKLIST.map((item) => {
            const label = CHECKLIST_LABELS[item];
            const box = (side: Side, words: string) => (
              <td className="py-1 text-center">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  aria-label={`${label} ${words}`}
                  checked={value[side].includes(item)}
                  onChange={(e) => onChange(placeItem(value, item, e.target.checked ? side : null))}
                />
              </td>
            );
            return (
              <tr key={item} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-800">
                  {label}
                </th>
                {box('inclusions', 'included')}
                {box('exclusions', 'not included')}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        {freeField('inclusions', 'Also included')}
        {freeField('exclusions', 'Also not included')}
      </div>
      <FieldError id="quote-inclusions-error">{errors.inclusions}</FieldError>
      <FieldError id="quote-exclusions-error">{errors.exclusions}</FieldError>
    </fieldset>
  );
}
