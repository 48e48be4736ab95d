// A company's quote templates and saved replies (docs/marketplace.md, "Quote templates and saved replies"),
// read through lib/quote-templates.ts, which the quote form and the conversation composer read them by too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteTemplateBodyOutput, SavedReplyBody } from '@triptender/contract/quote-templates';
import { api } from '@/lib/api-client.ts';
import {
  type CompanyList,
  type QuoteTemplate,
  quoteTemplatesList,
  type SavedReply,
  savedRepliesList,
  wholeList,
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

/** What a Settings card shows and changes of `list`: the whole of it, the delete of one, and its longest. */
function useManagedList<T>(list: CompanyList, companyId: number) {
  return { query: useQuery(wholeList<T>(list, companyId)), remove: useDeleteIn(list, companyId), max: list.max };
}

export const useQuoteTemplatesList = (companyId: number) =>
  useManagedList<QuoteTemplate>(quoteTemplatesList, companyId);
export const useSaveQuoteTemplate = (companyId: number) =>
  useSaveIn<QuoteTemplate, QuoteTemplateBodyOutput>(quoteTemplatesList, companyId);

export const useSavedRepliesList = (companyId: number) => useManagedList<SavedReply>(savedRepliesList, companyId);
export const useSaveSavedReply = (companyId: number) =>
  useSaveIn<SavedReply, SavedReplyBody>(savedRepliesList, companyId);
