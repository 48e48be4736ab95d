import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatCents } from '@triptender/contract/money';
import { RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { downloadReceipt, type ReceiptData, useReceipts } from '../api/receipts.ts';

/** Saves one receipt's PDF; the button says so while it downloads. */
function DownloadButton({ companyId, receipt }: { companyId: number; receipt: ReceiptData }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadReceipt(companyId, receipt);
    } catch (err) {
      if (!(err instanceof ApiError && err.shown)) {
        toast.error('Could not download the receipt.', { description: err instanceof Error ? err.message : undefined });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void onClick()}
      disabled={busy}
      aria-label={`Download receipt ${receipt.number} (PDF)`}
    >
      <Download className="h-4 w-4" aria-hidden />
      {busy ? (
        'Downloading...'
      ) : (
        <>
          {/* on a phone the short word keeps Receipt, Amount and the button side by side */}
          <span className="sm:hidden">PDF</span>
          <span className="hidden sm:inline">Download PDF</span>
        </>
      )}
    </Button>
  );
}

/** The company's receipts, one per card top-up, newest first, each downloadable as a PDF. */
export function ReceiptsCard({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const query = useReceipts(companyId, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts</CardTitle>
        <p className="text-sm text-slate-600">
          One for every card top-up, also emailed to your Finance team (or Managers when you have none).
        </p>
      </CardHeader>
      <PagedQuery query={query} empty={RECEIPT_MESSAGES.empty} onPage={setPage} pagerLabel="Receipt pages">
        {(rows) => (
          <RowTable
            label="Receipts"
            columns={[
              'Receipt',
              { label: 'Date', className: 'hidden sm:table-cell' },
              { label: 'Amount', className: 'text-right' },
              { label: 'PDF', className: 'text-right' },
            ]}
            items={rows}
            row={(r) => (
              <>
                <Td>
                  <p className="font-medium whitespace-nowrap text-slate-900">{r.number}</p>
                  <p className="text-xs text-slate-600 sm:hidden">{formatDate(r.issued_at)}</p>
                </Td>
                <Td className="hidden whitespace-nowrap sm:table-cell">{formatDate(r.issued_at)}</Td>
                <Td className="text-right font-medium whitespace-nowrap">{formatCents(r.amount_cents)}</Td>
                <Td className="text-right">
                  <DownloadButton companyId={companyId} receipt={r} />
                </Td>
              </>
            )}
          />
        )}
      </PagedQuery>
    </Card>
  );
}
