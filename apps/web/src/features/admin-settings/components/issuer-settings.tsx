import { useEffect } from 'react';
import { type IssuerDetails, issuerDetailsBody, RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { describedBy, FieldNotes, Label, Textarea, TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useIssuerDetails, useSaveIssuerDetails } from '../api/receipt-issuer.ts';

type FormInput = z.input<typeof issuerDetailsBody>;
const FIELDS = ['legal_name', 'address', 'vat_number', 'email'] as const;
const toForm = (d: IssuerDetails): FormInput => ({ ...d, vat_number: d.vat_number ?? '' });

function IssuerForm({ details }: { details: IssuerDetails }) {
  const save = useSaveIssuerDetails();
  const form = useSchemaForm(issuerDetailsBody, toForm(details));
  const { handleSubmit, reset, setError, formState } = form;
  useEffect(() => reset(toForm(details)), [details, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(RECEIPT_MESSAGES.issuerSaved);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not save the receipt details.');
    }
  });
  const field = (name: (typeof FIELDS)[number]) => fieldProps(form, 'issuer', name);
  const { error: addressError, ...address } = field('address');
  const addressHint = 'On several lines if you like, as it should be printed.';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Legal name" autoComplete="organization" required {...field('legal_name')} />
        <TextField label="Email for receipt questions" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <div>
        <Label htmlFor={address.id}>Registered address</Label>
        <Textarea
          rows={3}
          required
          aria-invalid={addressError ? true : undefined}
          aria-describedby={describedBy(address.id, addressHint, addressError)}
          {...address}
        />
        <FieldNotes id={address.id} hint={addressHint} error={addressError} />
      </div>
      <div className="md:w-1/2">
        <TextField label="VAT number (optional)" hint="Left off receipts while empty." {...field('vat_number')} />
      </div>
      <p className="text-sm text-slate-600">
        Receipts issued from now on carry these details; receipts already issued keep theirs. Changes are audited.
      </p>
      <FormAlert>{formState.errors.root?.message}</FormAlert>
      <div className="flex justify-end">
        <SubmitButton pending={formState.isSubmitting} pendingLabel="Saving...">
          Save receipt details
        </SubmitButton>
      </div>
    </form>
  );
}

/** TripTender's own details as every receipt prints them (admin settings, Receipts tab). */
export function IssuerSettings() {
  const { data, error, refetch } = useIssuerDetails();
  return (
    <Card>
      <CardHeader>
        <CardTitle>TripTender on receipts</CardTitle>
        <p className="text-sm text-slate-600">Who issues the receipts operators get for their card top-ups.</p>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : data ? (
          <IssuerForm details={data} />
        ) : (
          <Spinner label="Loading receipt details" />
        )}
      </CardContent>
    </Card>
  );
}
