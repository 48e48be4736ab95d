import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListMeta } from '@triptender/contract/common';
import type {
  companyListItem,
  companyProfile,
  companyPurchase,
  companyQuote,
  CreateCompanyBody,
} from '@triptender/contract/companies';
import { api } from '@/lib/api-client.ts';
import type { Wire } from '@triptender/contract/common';

export type CompanyListItemData = Wire<z.output<typeof companyListItem>>;
export type CompanyPurchaseData = Wire<z.output<typeof companyPurchase>>;
export type CompanyQuoteData = Wire<z.output<typeof companyQuote>>;
type Page<T> = { data: T[]; meta: ListMeta };

const companiesKey = ['admin', 'companies'] as const;

export function useCompanies(filters: { page: number; search?: string | undefined }) {
  return useQuery({
    queryKey: [...companiesKey, filters],
    queryFn: ({ signal }) => api<Page<CompanyListItemData>>('/company', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddCompany() {
  const qc = useQueryClient();
  return useMutation({
    // the dialog shows field messages beside its fields
    meta: { silent: true },
    mutationFn: (body: CreateCompanyBody) =>
      api<Wire<z.output<typeof companyProfile>>>('/company', { method: 'POST', body, toastValidation: false }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: companiesKey });
      void qc.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}

export function useCompanyPurchases(companyId: number, page: number) {
  return useQuery({
    queryKey: ['admin', 'company', companyId, 'purchases', page],
    queryFn: ({ signal }) =>
      api<Page<CompanyPurchaseData>>(`/company/${companyId}/purchases`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyQuotes(companyId: number, page: number) {
  return useQuery({
    queryKey: ['admin', 'company', companyId, 'quotes', page],
    queryFn: ({ signal }) => api<Page<CompanyQuoteData>>(`/company/${companyId}/quotes`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
