import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { MAX_NIGHTS, MAX_TRAVELLERS, MIN_NIGHTS, MIN_TRAVELLERS } from '@triptender/contract/constants';
import {
  editRequestBody,
  type EditRequestInput,
  type TravellerLeadDetail,
  type TravellerLead,
} from '@triptender/contract/traveller-leads';
import { Button } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { DialogForm } from '@/components/ui/dialog-form.tsx';
import { FieldError, Label, Textarea, TextField } from '@/components/ui/input.tsx';
import { tripStartBounds } from '@/lib/calendar-days.ts';
import { showSubmitError } from '@/lib/form-errors.ts';
import { fieldProps, useDateField, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useEditRequest } from '../api/traveller-leads.ts';

type Editable = Pick<TravellerLead, 'id' | 'title' | 'start_date' | 'number_of_people' | 'number_of_night'> & {
  special_requests: string | null;
  purchases_count?: TravellerLeadDetail['purchases_count'];
};

const FIELDS = ['start_date', 'number_of_people', 'number_of_night', 'special_requests'] as const;
const COUNTS = [
  ['number_of_people', 'Travellers', MIN_TRAVELLERS, MAX_TRAVELLERS],
  ['number_of_night', 'Nights', MIN_NIGHTS, MAX_NIGHTS],
] as const;

function EditForm({ request: r, onDone }: { request: Editable; onDone: () => void }) {
  const edit = useEditRequest(r.id);
  const form = useSchemaForm(editRequestBody, {
    start_date: r.start_date,
    number_of_people: r.number_of_people,
    number_of_night: r.number_of_night,
    special_requests: r.special_requests ?? '',
  } satisfies EditRequestInput);
  const field = (name: (typeof FIELDS)[number]) => fieldProps(form, 'edit-request', name);
  const startDate = useDateField(form, 'edit-request', 'start_date');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
      onDone();
    } catch (err) {
      showSubmitError(err, FIELDS, form.setError, 'The request could not be saved.');
    }
  });
  const { error: wishesError, ...wishes } = field('special_requests');
  return (
    <DialogForm form={form} onSubmit={onSubmit} onDone={onDone} submitLabel="Save changes">
      <DateField label="Start date" {...tripStartBounds()} {...startDate} />
      <div className="grid grid-cols-2 gap-3">
        {COUNTS.map(([name, label, min, max]) => (
          <TextField key={name} label={label} type="number" inputMode="numeric" min={min} max={max} {...field(name)} />
        ))}
      </div>
      <div>
        <Label htmlFor={wishes.id}>Special requests (optional)</Label>
        <Textarea
          maxLength={4000}
          aria-invalid={wishesError ? true : undefined}
          aria-describedby={wishesError ? `${wishes.id}-error` : undefined}
          {...wishes}
        />
        <FieldError id={`${wishes.id}-error`}>{wishesError}</FieldError>
      </div>
      {r.purchases_count ? (
        <p className="text-sm text-slate-600">
          The operators who bought this request are told what you change, by email and in your conversation.
        </p>
      ) : null}
    </DialogForm>
  );
}

/** 'Edit' on an open request: its dates, travellers, nights and wishes, in a dialog. */
export function EditRequestDialog({ request, size = 'md' }: { request: Editable; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size={size} variant="outline" onClick={() => setOpen(true)} aria-label={`Edit ${request.title}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit
      </Button>
      <DialogContent title="Edit your trip request" description={request.title}>
        {/* a new form each time it opens, starting from the request as it is now */}
        {open ? <EditForm request={request} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
