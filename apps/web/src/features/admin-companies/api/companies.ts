import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  companyListItem,
  companyProfile,
  companyPurchase,
  companyQuote,
  CreateCompanyBody,
} from '@triptender/contract/companies';
import { api } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';

export type CompanyListItemData = Wire<z.output<typeof companyListItem>>;
export type CompanyPurchaseData = Wire<z.output<typeof companyPurchase>>;
export type CompanyQuoteData = Wire<z.output<typeof companyQuote>>;

const companiesKey = ['admin', 'companies'] as const;

export function useCompanies(filters: { page: number; search?: string | undefined }) {
  return usePagedList<CompanyListItemData>(companiesKey, '/company', filters);
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
  return usePagedList<CompanyPurchaseData>(
    ['admin', 'company', companyId, 'purchases'],
    `/company/${companyId}/purchases`,
    {
      page,
    },
  );
}

export function useCompanyQuotes(companyId: number, page: number) {
  return usePagedList<CompanyQuoteData>(['admin', 'company', companyId, 'quotes'], `/company/${companyId}/quotes`, {
    page,
  });
}
