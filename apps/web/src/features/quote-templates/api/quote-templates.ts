// A company's quote templates and saved replies (docs/marketplace.md, "Quote templates and saved replies"),
// read through lib/quote-templates.ts, which the quote form and the conversation composer read them by too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteTemplateBodyOutput, SavedReplyBody } from '@triptender/contract/quote-templates';
import { api } from '@/lib/api-client.ts';
import {
  type CompanyList,
  type QuoteTemplate,
  quoteTemplatesList,
  quoteTemplatesQuery,
  type SavedReply,
  savedRepliesList,
  savedRepliesQuery,
} from '@/lib/quote-templates.ts';

export type { QuoteTemplate, SavedReply };

/** Saves a new one (no id) or changes one in `list`; the form shows a refusal beside its fields. */
function useSaveIn<T, Body>(list: CompanyList, companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      id === null
        ? api<T>(list.path(companyId), { method: 'POST', body, toastValidation: false })
        : api<T>(`${list.path(companyId)}/${id}`, { method: 'PUT', body, toastValidation: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: list.key(companyId) }),
  });
}

function useDeleteIn(list: CompanyList, companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${list.path(companyId)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: list.key(companyId) }),
  });
}

export const useQuoteTemplates = (companyId: number) => useQuery(quoteTemplatesQuery(companyId));
export const useSaveQuoteTemplate = (companyId: number) =>
  useSaveIn<QuoteTemplate, QuoteTemplateBodyOutput>(quoteTemplatesList, companyId);
export const useDeleteQuoteTemplate = (companyId: number) => useDeleteIn(quoteTemplatesList, companyId);

export const useSavedReplies = (companyId: number) => useQuery(savedRepliesQuery(companyId));
export const useSaveSavedReply = (companyId: number) =>
  useSaveIn<SavedReply, SavedReplyBody>(savedRepliesList, companyId);
export const useDeleteSavedReply = (companyId: number) => useDeleteIn(savedRepliesList, companyId);
