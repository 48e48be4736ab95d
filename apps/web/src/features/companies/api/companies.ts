import type { z } from 'zod';
import type { companyListItem, companyProfile, CreateCompanyBody } from '@triptender/contract/companies';
import type { companyPurchase, companyQuote } from '@triptender/contract/company-activity';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export type CompanyListItemData = Wire<z.output<typeof companyListItem>>;
export type CompanyPurchaseData = Wire<z.output<typeof companyPurchase>>;
export type CompanyQuoteData = Wire<z.output<typeof companyQuote>>;

/** Every page and search of the admin's companies list. */
export const companiesKey = ['admin', 'companies'] as const;

export function useCompanies(filters: { page: number; search?: string | undefined }) {
  return usePagedList<CompanyListItemData>(companiesKey, '/company', filters);
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

/** Adds a company; its contact email is invited as its first Manager. */
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
