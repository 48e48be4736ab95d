// A company's quote templates and saved replies (docs/marketplace.md, "Quote templates and saved replies").
// Each list is at most 100 long (QUOTE_TEMPLATES_MAX, SAVED_REPLIES_MAX): one page of 100 holds it all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListMeta, Wire } from '@triptender/contract/common';
import type {
  QuoteTemplateBodyOutput,
  quoteTemplate,
  savedReply,
  SavedReplyBody,
} from '@triptender/contract/quote-templates';
import { api } from '@/lib/api-client.ts';
import { quoteTemplatesKey, savedRepliesKey } from '@/lib/query-keys.ts';

type Page<T> = { data: T[]; meta: ListMeta };
export type QuoteTemplate = Wire<z.output<typeof quoteTemplate>>;
export type SavedReply = Wire<z.output<typeof savedReply>>;

export function useQuoteTemplates(companyId: number) {
  return useQuery({
    queryKey: quoteTemplatesKey(companyId),
    queryFn: ({ signal }) =>
      api<Page<QuoteTemplate>>(`/company/${companyId}/quote-templates`, { query: { per_page: 100 }, signal }),
  });
}

/** Saves a new template (no id) or changes one; the form shows a refusal beside its fields. */
export function useSaveQuoteTemplate(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: number | null; body: QuoteTemplateBodyOutput }) =>
      id === null
        ? api<QuoteTemplate>(`/company/${companyId}/quote-templates`, { method: 'POST', body, toastValidation: false })
        : api<QuoteTemplate>(`/company/${companyId}/quote-templates/${id}`, {
            method: 'PUT',
            body,
            toastValidation: false,
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: quoteTemplatesKey(companyId) }),
  });
}

export function useDeleteQuoteTemplate(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/company/${companyId}/quote-templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: quoteTemplatesKey(companyId) }),
  });
}

export function useSavedReplies(companyId: number) {
  return useQuery({
    queryKey: savedRepliesKey(companyId),
    queryFn: ({ signal }) =>
      api<Page<SavedReply>>(`/company/${companyId}/saved-replies`, { query: { per_page: 100 }, signal }),
  });
}

/** Saves a new reply (no id) or changes one; the form shows a refusal beside its fields. */
export function useSaveSavedReply(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: number | null; body: SavedReplyBody }) =>
      id === null
        ? api<SavedReply>(`/company/${companyId}/saved-replies`, { method: 'POST', body, toastValidation: false })
        : api<SavedReply>(`/company/${companyId}/saved-replies/${id}`, { method: 'PUT', body, toastValidation: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedRepliesKey(companyId) }),
  });
}

export function useDeleteSavedReply(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/company/${companyId}/saved-replies/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedRepliesKey(companyId) }),
  });
}
