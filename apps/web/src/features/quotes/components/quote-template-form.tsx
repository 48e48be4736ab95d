// A quote template's form (docs/marketplace.md, "Quote templates and saved replies"): a name, the fields of a
// quote (quote-fields-body.tsx, the quote form's own) and a validity in days instead of a date. The Settings
// card (features/quote-templates) opens it in its dialog through app/, and saves what it submits.
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import {
  fieldsOfTemplate,
  QUOTE_TEMPLATE_MESSAGES,
  type quoteTemplate,
  type QuoteTemplateBody,
  quoteTemplateBody,
  type QuoteTemplateBodyOutput,
  TEMPLATE_LIMITS,
} from '@triptender/contract/quote-templates';
import { DialogForm } from '@/components/ui/dialog-form.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { emptyOfferFields, fieldOfError, type OfferFields, QuoteFieldsBody } from './quote-fields-body.tsx';

const emptyTemplate: QuoteTemplateBody = { name: '', ...emptyOfferFields, valid_for_days: '' };

export type QuoteTemplateFormProps = {
  /** The template to change, or null for a new one. */
  template: Wire<z.output<typeof quoteTemplate>> | null;
  onSave: (body: QuoteTemplateBodyOutput) => Promise<unknown>;
  /** Saved or cancelled: the dialog closes. */
  onDone: () => void;
};

/** New each time its dialog opens, from the template as it is (or empty). */
export function QuoteTemplateForm({ template, onSave, onDone }: QuoteTemplateFormProps) {
  const form = useSchemaForm(quoteTemplateBody, template ? fieldsOfTemplate(template) : emptyTemplate);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
      onDone();
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          const name = fieldOfError(emptyTemplate, field);
          if (name && messages[0]) {
            form.setError(name, { message: messages[0] });
            placed = true;
          }
        }
      }
      if (!placed && !(err instanceof ApiError && err.shown)) {
        form.setError('root', { message: err instanceof Error ? err.message : QUOTE_TEMPLATE_MESSAGES.saveFailed });
      }
    }
  });
  const submitLabel = template ? QUOTE_TEMPLATE_MESSAGES.saveChanges : QUOTE_TEMPLATE_MESSAGES.saveTemplate;
  return (
    <DialogForm form={form} onSubmit={onSubmit} onDone={onDone} submitLabel={submitLabel} className="space-y-5">
      <TextField
        label={QUOTE_TEMPLATE_MESSAGES.nameLabel}
        maxLength={TEMPLATE_LIMITS.name}
        placeholder="A week on the Wild Atlantic Way"
        {...fieldProps(form, 'template', 'name')}
      />
      <QuoteFieldsBody
        form={form as unknown as UseFormReturn<OfferFields>}
        validity={
          <TextField
            label={QUOTE_TEMPLATE_MESSAGES.validForDaysLabel}
            inputMode="numeric"
            placeholder="30"
            hint={QUOTE_TEMPLATE_MESSAGES.validForDaysHint}
            {...fieldProps(form, 'template', 'valid_for_days')}
          />
        }
      />
    </DialogForm>
  );
}
