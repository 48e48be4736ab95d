import { type IssuerDetails, issuerDetailsBody, RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import type { z } from 'zod';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextareaField, TextField } from '@/components/ui/input.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { submitState, useStoredForm } from '@/lib/use-schema-form.ts';
import { useIssuerDetails, useSaveIssuerDetails } from '../api/receipt-issuer.ts';

type FormInput = z.input<typeof issuerDetailsBody>;
const toForm = (d: IssuerDetails): FormInput => ({ ...d, vat_number: d.vat_number ?? '' });

function IssuerForm({ details }: { details: IssuerDetails }) {
  const { form, onSubmit, field } = useStoredForm('issuer', issuerDetailsBody, details, toForm, {
    save: useSaveIssuerDetails().mutateAsync,
    saved: RECEIPT_MESSAGES.issuerSaved,
    failure: 'Could not save the receipt details.',
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Legal name" autoComplete="organization" required {...field('legal_name')} />
        <TextField label="Email for receipt questions" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <TextareaField
        label="Registered address"
        hint="On several lines if you like, as it should be printed."
        rows={3}
        required
        {...field('address')}
      />
      <div className="md:w-1/2">
        <TextField label="VAT number (optional)" hint="Left off receipts while empty." {...field('vat_number')} />
      </div>
      <p className="text-sm text-slate-600">
        Receipts issued from now on carry these details; receipts already issued keep theirs. Changes are audited.
      </p>
      <FormEnd {...submitState(form)} pendingLabel="Saving...">
        Save receipt details
      </FormEnd>
    </form>
  );
}

/** TripTender's own details as every receipt prints them (admin settings, Receipts tab). */
export function IssuerSettings() {
  return (
    <SettingsCard
      title="TripTender on receipts"
      description="Who issues the receipts operators get for their card top-ups."
    >
      <WhenLoaded query={useIssuerDetails()} loadingLabel="Loading receipt details">
        {(data) => <IssuerForm details={data} />}
      </WhenLoaded>
    </SettingsCard>
  );
}
