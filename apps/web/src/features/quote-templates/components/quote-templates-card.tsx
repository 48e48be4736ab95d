import type { ReactNode } from 'react';
import { formatMoney } from '@triptender/contract/money';
import { QUOTE_TEMPLATE_MESSAGES, type QuoteTemplateBodyOutput } from '@triptender/contract/quote-templates';
import { toast } from '@/lib/toast.ts';
import { type QuoteTemplate, useQuoteTemplatesList, useSaveQuoteTemplate } from '../api/quote-templates.ts';
import { ManagedListCard, type ManagedListTexts } from './managed-list-card.tsx';

/** What the editor (the quote form's fields, composed in app/) is given. */
export type TemplateEditorProps = {
  template: QuoteTemplate | null;
  onSave: (body: QuoteTemplateBodyOutput) => Promise<unknown>;
  onDone: () => void;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One template's line: its price as stated, what it lists and how long a quote from it is valid. */
function summary(t: QuoteTemplate): string {
  const price = `${formatMoney(t.price_cents, t.currency)} ${t.price_basis === 'per_person' ? 'per person' : 'in total'}`;
  const items = plural(t.inclusions.length, 'item included', 'items included');
  const days = t.itinerary.length ? `, ${plural(t.itinerary.length, 'day', 'days')} planned` : '';
  const validity =
    t.valid_for_days === null ? QUOTE_TEMPLATE_MESSAGES.noValidity : `valid ${plural(t.valid_for_days, 'day', 'days')}`;
  return `${price} · ${items}${days} · ${validity}`;
}

const texts: ManagedListTexts<QuoteTemplate> = {
  id: 'quote-templates',
  title: QUOTE_TEMPLATE_MESSAGES.templatesTitle,
  description: QUOTE_TEMPLATE_MESSAGES.templatesDescription,
  newLabel: QUOTE_TEMPLATE_MESSAGES.newTemplate,
  empty: QUOTE_TEMPLATE_MESSAGES.emptyTemplates,
  tooMany: QUOTE_TEMPLATE_MESSAGES.tooMany,
  editTitle: QUOTE_TEMPLATE_MESSAGES.editTemplate,
  editorDescription: QUOTE_TEMPLATE_MESSAGES.editorDescription,
  deleted: QUOTE_TEMPLATE_MESSAGES.deleted,
  deleteTitle: (t) => QUOTE_TEMPLATE_MESSAGES.deleteTitle(t.name),
  deleteDescription: QUOTE_TEMPLATE_MESSAGES.deleteDescription,
  deleteLabel: QUOTE_TEMPLATE_MESSAGES.deleteTemplate,
};

/**
 * The company's quote templates on Settings (docs/marketplace.md, "Quote templates and saved replies"):
 * each with its price, items and validity, to change or delete; New opens the editor empty.
 */
export function QuoteTemplatesCard({
  companyId,
  renderEditor,
}: {
  companyId: number;
  renderEditor: (props: TemplateEditorProps) => ReactNode;
}) {
  const list = useQuoteTemplatesList(companyId);
  const save = useSaveQuoteTemplate(companyId);
  return (
    <ManagedListCard
      texts={texts}
      list={list}
      dialogClassName="max-w-2xl"
      name={(t) => t.name}
      renderItem={(t) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{t.name}</p>
          <p className="text-sm text-slate-600">{summary(t)}</p>
        </div>
      )}
      renderEditor={(template, onDone) =>
        renderEditor({
          template,
          onSave: async (body) => {
            await save.mutateAsync({ id: template?.id ?? null, body });
            toast.success(template ? QUOTE_TEMPLATE_MESSAGES.updated : QUOTE_TEMPLATE_MESSAGES.created);
          },
          onDone,
        })
      }
    />
  );
}
