import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatMoney } from '@triptender/contract/money';
import {
  QUOTE_TEMPLATE_MESSAGES,
  QUOTE_TEMPLATES_MAX,
  type QuoteTemplateBodyOutput,
} from '@triptender/contract/quote-templates';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmItemDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import {
  type QuoteTemplate,
  useDeleteQuoteTemplate,
  useQuoteTemplates,
  useSaveQuoteTemplate,
} from '../api/quote-templates.ts';

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
  const query = useQuoteTemplates(companyId);
  const save = useSaveQuoteTemplate(companyId);
  const remove = useDeleteQuoteTemplate(companyId);
  const confirming = useConfirming<QuoteTemplate>();
  const [editing, setEditing] = useState<QuoteTemplate | 'new' | null>(null);
  const list = query.data?.data;
  const full = (query.data?.meta.total ?? 0) >= QUOTE_TEMPLATES_MAX;
  const template = editing === 'new' ? null : editing;

  return (
    <Card>
      <section aria-labelledby="quote-templates-title">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id="quote-templates-title">{QUOTE_TEMPLATE_MESSAGES.templatesTitle}</CardTitle>
            <p className="mt-1 text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.templatesDescription}</p>
          </div>
          {list ? (
            <Button variant="outline" size="sm" disabled={full} onClick={() => setEditing('new')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {QUOTE_TEMPLATE_MESSAGES.newTemplate}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {query.isError && !list ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !list ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.emptyTemplates}</p>
          ) : (
            <ul aria-label={QUOTE_TEMPLATE_MESSAGES.templatesTitle} className="divide-y divide-slate-100">
              {list.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{t.name}</p>
                    <p className="text-sm text-slate-600">{summary(t)}</p>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${t.name}`} onClick={() => confirming.ask(t)}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {full ? <p className="mt-3 text-sm text-slate-600">{QUOTE_TEMPLATE_MESSAGES.tooMany}</p> : null}
        </CardContent>
      </section>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent
          title={template ? QUOTE_TEMPLATE_MESSAGES.editTemplate : QUOTE_TEMPLATE_MESSAGES.newTemplate}
          description={QUOTE_TEMPLATE_MESSAGES.editorDescription}
          className="max-w-2xl"
        >
          {editing !== null
            ? renderEditor({
                template,
                onSave: async (body) => {
                  await save.mutateAsync({ id: template?.id ?? null, body });
                  toast.success(template ? QUOTE_TEMPLATE_MESSAGES.updated : QUOTE_TEMPLATE_MESSAGES.created);
                },
                onDone: () => setEditing(null),
              })
            : null}
        </DialogContent>
      </Dialog>
      <ConfirmItemDialog
        confirming={confirming}
        mutation={remove}
        variables={(t) => t.id}
        success={QUOTE_TEMPLATE_MESSAGES.deleted}
        title={(t) => QUOTE_TEMPLATE_MESSAGES.deleteTitle(t.name)}
        description={() => QUOTE_TEMPLATE_MESSAGES.deleteDescription}
        confirmLabel={QUOTE_TEMPLATE_MESSAGES.deleteTemplate}
      />
    </Card>
  );
}
