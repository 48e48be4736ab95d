import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { todayIso } from '@triptender/contract/dates';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { type QuoteFields, quoteFields } from '@triptender/contract/quote-fields';
import { fieldsOfContent } from '@triptender/contract/quote-content';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { companyRoleCan } from '@triptender/contract/team';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LanguageLine } from '@/components/ui/language-badge.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { useDateField, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSendQuote, useUpdateQuote } from '../api/company-quotes.ts';
import type { QuotedLead } from './company-quote-panel.tsx';
import { emptyOfferFields, fieldOfError, type OfferFields, QuoteFieldsBody } from './quote-fields-body.tsx';
import { StartFromTemplate } from './start-from-template.tsx';

type FormIn = QuoteFields;

const emptyForm: FormIn = { ...emptyOfferFields, valid_until: '' };

/**
 * 'Send quote' for a bought lead, or revising a quote still sent (its next version). Validation is the
 * contract's. The price per person (or the total) the traveller will see is shown as it is typed, and a
 * claimed discount is recalled above the price. A new quote may start from one of the company's
 * templates (for the roles that use them), fitted to the lead by the API.
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
  const user = useAuth((s) => s.user);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(quoteFields, quote ? fieldsOfContent(quote, lead.number_of_people) : emptyForm);
  const {
    handleSubmit,
    setError,
    reset,
    // isDirty read here, so the form keeps it up to date (react-hook-form tracks what render reads)
    formState: { isSubmitting, isDirty },
  } = form;
  const validUntil = useDateField(form, 'quote', 'valid_until');
  const templatesFor =
    !quote && user?.company && companyRoleCan(user.company_role?.id, 'useTemplates') ? Number(user.company.id) : null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (quote) await update.mutateAsync({ id: quote.id, fields: values });
      else await send.mutateAsync({ ...values, lead_id: lead.id });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          const name = fieldOfError(emptyForm, field);
          if (name) setError(name, { message: messages[0] });
          else setFormError(messages[0] ?? err.message);
        }
      } else {
        setFormError(err instanceof Error ? err.message : 'The quote could not be sent.');
      }
    }
  });

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
            {templatesFor !== null ? (
              <StartFromTemplate
                companyId={templatesFor}
                leadId={lead.id}
                hasContent={isDirty}
                // the form's defaults stay the empty quote, so a draft counts as typed (Cancel asks first)
                onDraft={(draft) => reset({ ...emptyForm, ...draft }, { keepDefaultValues: true })}
              />
            ) : null}
            <LanguageLine locale={lead.locale} />
            {lead.discount_claimed ? (
              <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <strong>{DISCOUNT_TEXTS.claimed}.</strong> {DISCOUNT_TEXTS.applyIt}
              </p>
            ) : null}
            <QuoteFieldsBody
              form={form as unknown as UseFormReturn<OfferFields>}
              trip={{ people: lead.number_of_people, nights: lead.number_of_night }}
              validity={
                // from today on: the contract refuses an earlier day (packages/contract/src/quote-fields.ts)
                <DateField label="Valid until (optional)" clearable min={todayIso()} {...validUntil} />
              }
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
