import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyProfile, CreateCompanyBody } from '@triptender/contract/companies';
import type { Wire } from '@triptender/contract/common';
import { api } from '@/lib/api-client.ts';
import { companiesKey } from './companies.ts';

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
