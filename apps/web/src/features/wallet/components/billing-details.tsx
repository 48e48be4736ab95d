import { type BillingDetails, billingDetailsBody, RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import type { z } from 'zod';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextareaField, TextField } from '@/components/ui/input.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { useStoredForm } from '@/lib/use-schema-form.ts';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing.ts';

type FormInput = z.input<typeof billingDetailsBody>;
const toForm = (b: BillingDetails): FormInput => ({
  legal_name: b.legal_name ?? '',
  address: b.address ?? '',
  country: b.country ?? '',
  vat_number: b.vat_number ?? '',
});

function BillingForm({ companyId, details }: { companyId: number; details: BillingDetails }) {
  const { onSubmit, end, field } = useStoredForm('billing', billingDetailsBody, details, toForm, {
    save: useSaveBillingDetails(companyId).mutateAsync,
    saved: RECEIPT_MESSAGES.billingSaved,
    failure: 'Could not save the billing details.',
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Legal name"
          hint="The registered name of your business."
          autoComplete="organization"
          required
          {...field('legal_name')}
        />
        <TextField
          label="VAT number (optional)"
          hint="Printed on receipts when you have one, e.g. IE1234567T."
          {...field('vat_number')}
        />
      </div>
      <TextareaField label="Address (optional)" rows={3} autoComplete="street-address" {...field('address')} />
      <div className="md:w-1/2">
        <TextField label="Country (optional)" autoComplete="country-name" {...field('country')} />
      </div>
      <FormEnd {...end} pendingLabel="Saving...">
        Save billing details
      </FormEnd>
    </form>
  );
}

/** Who the company's receipts are made out to; Managers and Finance edit it on the wallet page. */
export function BillingDetailsCard({ companyId }: { companyId: number }) {
  return (
    <SettingsCard
      title="Billing details"
      description="Printed on your receipts from the next top-up on; receipts already issued keep the details they were issued with. Without a legal name, receipts carry your company name."
    >
      <WhenLoaded query={useBillingDetails(companyId)} loadingLabel="Loading billing details">
        {(data) => <BillingForm companyId={companyId} details={data} />}
      </WhenLoaded>
    </SettingsCard>
  );
}
