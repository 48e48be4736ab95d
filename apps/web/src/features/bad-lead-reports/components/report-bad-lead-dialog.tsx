import { useState } from 'react';
import { reportBadLeadBody } from '@triptender/contract/bad-leads';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import { WALLET_MESSAGES } from '@triptender/contract/wallet';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FieldError, Label, Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useReportBadLead } from '../api/bad-lead-reports.ts';

/** Asks why a bought lead is bad before reporting it; the admin then confirms (refund) or rejects. */
export function ReportBadLeadDialog({
  purchase,
  onClose,
}: {
  purchase: { id: number; leadTitle: string } | null;
  onClose: () => void;
}) {
  const report = useReportBadLead();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!purchase) return;
    const parsed = reportBadLeadBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    report.mutate(
      { purchaseId: purchase.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(WALLET_MESSAGES.reported, { description: 'We will check it and refund you if it is bad.' });
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) setError(err.fieldErrors.reason?.[0] ?? err.message);
        },
      },
    );
  };

  return (
    <Dialog open={purchase !== null} onOpenChange={(o) => (o ? null : close())}>
      <DialogContent
        title="Report a bad lead"
        description={`If the contact details of "${purchase?.leadTitle ?? ''}" do not work, tell us within ${BAD_LEAD_REPORT_WINDOW_DAYS} days of buying it. We refund confirmed reports to your wallet.`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div>
            <Label htmlFor="bad-lead-reason">What is wrong with the contact details?</Label>
            <Textarea
              id="bad-lead-reason"
              rows={4}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'bad-lead-reason-error' : undefined}
            />
            <FieldError id="bad-lead-reason-error">{error}</FieldError>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
