import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { topUpResponse, walletResponse } from '@triptender/contract/wallet';
import { api } from '@/lib/api-client.ts';
import { walletKey } from '@/lib/query-keys.ts';
import type { Wire } from '@triptender/contract/common';

export type WalletData = Wire<z.output<typeof walletResponse>>;
export type LedgerEntryData = WalletData['data'][number];

export const walletQuery = (companyId: number, page: number) =>
  queryOptions({
    queryKey: [...walletKey(companyId), page],
    queryFn: ({ signal }) => api<WalletData>(`/company/${companyId}/wallet`, { query: { page, per_page: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useWallet(companyId: number, page: number) {
  return useQuery(walletQuery(companyId, page));
}

function useWalletMutation<V, R>(companyId: number, call: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: walletKey(companyId) });
      void qc.invalidateQueries({ queryKey: ['company', companyId] });
    },
  });
}

/** Records a top-up (admin). The key makes a double submit or a retried request count once. */
export function useTopUp(companyId: number) {
  return useWalletMutation(
    companyId,
    ({ amount_cents, note, key }: { amount_cents: number; note: string | null; key: string }) =>
      api<Wire<z.output<typeof topUpResponse>>>(`/company/${companyId}/top-ups`, {
        method: 'POST',
        body: { amount_cents, note },
        headers: { 'Idempotency-Key': key },
      }),
  );
}
