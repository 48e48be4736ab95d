// "Start from a template" in the quote form (docs/marketplace.md, "Starting a quote from a template"): the
// company's templates, and the draft the API fits to this lead. A feature never imports another, so the
// templates are read through lib/quote-templates.ts and the draft asked for here (the Settings cards refresh
// the templates).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QUOTE_TEMPLATE_MESSAGES, type QuoteDraft } from '@triptender/contract/quote-templates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FieldError, Label, Select } from '@/components/ui/input.tsx';
import { api } from '@/lib/api-client.ts';
import { quoteTemplatesKey } from '@/lib/query-keys.ts';
import { quoteTemplatesQuery } from '@/lib/quote-templates.ts';

/**
 * A select of the company's templates (none shown while it has none). Choosing one fetches its draft for
 * the lead and hands it to `onDraft`; while the form `hasContent`, the user is asked first.
 */
export function StartFromTemplate({
  companyId,
  leadId,
  hasContent,
  onDraft,
}: {
  companyId: number;
  leadId: number;
  hasContent: boolean;
  onDraft: (draft: QuoteDraft) => void;
}) {
  const id = useId();
  const qc = useQueryClient();
  const templates = useQuery(quoteTemplatesQuery(companyId));
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const apply = async (templateId: string) => {
    setAsking(null);
    setLoading(true);
    setNote(null);
    try {
      const draft = await qc.fetchQuery({
        queryKey: [...quoteTemplatesKey(companyId), Number(templateId), 'draft', leadId],
        queryFn: () =>
          api<QuoteDraft>(`/company/${companyId}/quote-templates/${templateId}/draft`, {
            query: { lead_id: leadId },
          }),
        staleTime: 0,
      });
      onDraft(draft);
      setChosen(templateId);
      setNote({ text: QUOTE_TEMPLATE_MESSAGES.started, failed: false });
    } catch (err) {
      setNote({ text: err instanceof Error ? err.message : QUOTE_TEMPLATE_MESSAGES.draftFailed, failed: true });
    } finally {
      setLoading(false);
    }
  };

  const list = templates.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <Label htmlFor={id}>{QUOTE_TEMPLATE_MESSAGES.startFrom}</Label>
      <Select
        id={id}
        value={chosen}
        disabled={loading}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          const next = e.target.value;
          if (!next) return;
          if (hasContent) setAsking(next);
          else void apply(next);
        }}
      >
        <option value="">{QUOTE_TEMPLATE_MESSAGES.chooseTemplate}</option>
        {list.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name}
          </option>
        ))}
      </Select>
      <div id={`${id}-note`}>
        {note?.failed ? (
          <FieldError>{note.text}</FieldError>
        ) : (
          <p className="mt-1 text-xs text-slate-600" aria-live="polite">
            {loading ? QUOTE_TEMPLATE_MESSAGES.filling : (note?.text ?? QUOTE_TEMPLATE_MESSAGES.startFromHint)}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={QUOTE_TEMPLATE_MESSAGES.replaceTitle}
        description={QUOTE_TEMPLATE_MESSAGES.replaceDescription}
        confirmLabel={QUOTE_TEMPLATE_MESSAGES.replace}
        onConfirm={() => asking && void apply(asking)}
      />
    </div>
  );
}
