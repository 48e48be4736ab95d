import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { todayIso } from '@triptender/contract/dates';
import { statementQuery } from '@triptender/contract/receipts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { firstIssues } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { downloadStatement } from '../api/receipts.ts';

type Errors = { from?: string; to?: string };

/**
 * The wallet statement of a range of days as a CSV file for a spreadsheet: every line with the
 * balance after it. Days are UTC, as the API counts them; the current month to today at first.
 */
export function StatementDownload({ companyId }: { companyId: number }) {
  const today = todayIso();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const onDownload = async () => {
    const parsed = statementQuery.safeParse({ from, to });
    if (!parsed.success) {
      setErrors(firstIssues<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await downloadStatement(companyId, parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        setErrors({ from: err.fieldErrors.from?.[0], to: err.fieldErrors.to?.[0] });
      } else if (!(err instanceof ApiError && err.shown)) {
        toast.error('Could not download the statement.', {
          description: err instanceof Error ? err.message : undefined,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Statement</CardTitle>
        <p className="text-sm text-slate-600">
          Every wallet line between two days (UTC) with the balance after it, as a CSV file for Excel or your accounting
          software.
        </p>
      </CardHeader>
      <CardContent>
        <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
          <DateField
            id="statement-from"
            label="From"
            value={from}
            onChange={(v) => setFrom(v)}
            error={errors.from}
            max={today}
          />
          <DateField id="statement-to" label="To" value={to} onChange={(v) => setTo(v)} error={errors.to} />
          <Button className="sm:mt-6" onClick={() => void onDownload()} disabled={busy}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden />
            {busy ? 'Preparing...' : 'Download statement'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
