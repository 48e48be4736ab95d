import type { Wire } from '@triptender/contract/common';
import type { ReceiptListItem } from '@triptender/contract/receipts';
import { downloadFile } from '@/lib/download.ts';
import { walletKey } from '@/lib/query-keys.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

export type ReceiptData = Wire<ReceiptListItem>;

/** A page of the company's receipts, newest first; under the wallet's key, so what refreshes the wallet refreshes them. */
export function useReceipts(companyId: number, page: number) {
  return usePagedList<ReceiptData>([...walletKey(companyId), 'receipts'], `/company/${companyId}/receipts`, {
    page,
    per_page: 10,
  });
}

/** Saves a receipt's PDF (TT-2026-000123.pdf). */
export function downloadReceipt(companyId: number, receipt: { id: number; number: string }) {
  return downloadFile(`/company/${companyId}/receipts/${receipt.id}/pdf`, { fallbackName: `${receipt.number}.pdf` });
}

/** Saves the wallet statement of a range of days as CSV. */
export function downloadStatement(companyId: number, range: { from: string; to: string }) {
  return downloadFile(`/company/${companyId}/wallet/statement.csv`, {
    query: range,
    fallbackName: `triptender-statement-${range.from}-to-${range.to}.csv`,
  });
}
