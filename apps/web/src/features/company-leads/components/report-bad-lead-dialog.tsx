import { useState } from 'react';
import { reportBadLeadBody } from '@triptender/contract/bad-leads';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FieldError, Label, Textarea } from '@/components/ui/input.tsx';
import { useReportBadLead } from '../api/report-bad-lead.ts';

/** Reports a bought lead whose contact details are invalid; the admin decides on a refund. */
export function ReportBadLeadDialog({
  purchaseId,
  open,
  onOpenChange,
}: {
  purchaseId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportBadLead();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Report invalid contact details"
        description={`Within ${BAD_LEAD_REPORT_WINDOW_DAYS} days of buying a request, you can ask for a refund when its contact details do not work.`}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = reportBadLeadBody.safeParse({ reason });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? 'Please describe the problem.');
              return;
            }
            setError(null);
            report.mutate({ purchaseId, reason: parsed.data.reason }, { onSuccess: () => onOpenChange(false) });
          }}
        >
          <div>
            <Label htmlFor={`report-${purchaseId}`}>What is wrong?</Label>
            <Textarea
              id={`report-${purchaseId}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="The email bounces and the phone number is not in service."
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `report-${purchaseId}-error` : undefined}
            />
            <FieldError id={`report-${purchaseId}-error`}>{error}</FieldError>
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
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
