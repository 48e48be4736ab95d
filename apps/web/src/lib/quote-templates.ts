// A company's quote templates and saved replies (docs/marketplace.md, "Quote templates and saved replies"):
// the Settings cards (features/quote-templates) change them, the quote form and the conversation composer
// read them. Each list is at most 100 long (QUOTE_TEMPLATES_MAX, SAVED_REPLIES_MAX): one page of 100 holds it all.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import {
  type quoteTemplate,
  QUOTE_TEMPLATES_MAX,
  SAVED_REPLIES_MAX,
  type savedReply,
} from '@triptender/contract/quote-templates';
import { api } from './api-client.ts';
import { quoteTemplatesKey, savedRepliesKey } from './query-keys.ts';
import type { Paged } from './use-paged-list.ts';

export type QuoteTemplate = Wire<z.output<typeof quoteTemplate>>;
export type SavedReply = Wire<z.output<typeof savedReply>>;

/** One of the company's two lists: where the API keeps it, the key it is cached under, and its longest. */
export type CompanyList = {
  path: (companyId: number) => string;
  key: (companyId: number) => readonly unknown[];
  max: number;
};

export const quoteTemplatesList: CompanyList = {
  path: (companyId) => `/company/${companyId}/quote-templates`,
  key: quoteTemplatesKey,
  max: QUOTE_TEMPLATES_MAX,
};
export const savedRepliesList: CompanyList = {
  path: (companyId) => `/company/${companyId}/saved-replies`,
  key: savedRepliesKey,
  max: SAVED_REPLIES_MAX,
};

/** The whole of one of the lists. */
export const wholeList = <T>(list: CompanyList, companyId: number) =>
  queryOptions({
    queryKey: list.key(companyId),
    queryFn: ({ signal }) => api<Paged<T>>(list.path(companyId), { query: { per_page: 100 }, signal }),
  });

export const quoteTemplatesQuery = (companyId: number) => wholeList<QuoteTemplate>(quoteTemplatesList, companyId);
export const savedRepliesQuery = (companyId: number) => wholeList<SavedReply>(savedRepliesList, companyId);
