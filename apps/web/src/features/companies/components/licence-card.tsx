import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { OPERATOR_PROFILE_MESSAGES } from '@triptender/contract/operator-profile';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatDayTime } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { type AdminCompanyProfile, useLicenceVerification } from '../api/licence.ts';

/**
 * The admin checks the operator's licence number: verifying marks it "verified by TripTender" on the
 * public profile (and grants the Licensed Tour Operator badge); both ways ask first and are audited.
 */
export function LicenceCard({ company }: { company: AdminCompanyProfile }) {
  const change = useLicenceVerification(company.id);
  const [asking, setAsking] = useState<'verify' | 'remove' | null>(null);
  const number = company.licence_number;
  const verifiedAt = company.licence_verified_at;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tour operator licence</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        {number === null ? (
          <p className="text-sm text-slate-700">{OPERATOR_PROFILE_MESSAGES.missing}</p>
        ) : (
          <div className="space-y-1 text-sm">
            <p className="text-slate-800">
              Licence number <strong className="text-slate-900">{number}</strong>
            </p>
            {verifiedAt ? (
              <p className="flex items-center gap-1.5 font-medium text-brand-800">
                <BadgeCheck className="h-4 w-4" aria-hidden /> Verified {formatDayTime(verifiedAt)}
              </p>
            ) : (
              <p className="flex items-center gap-1.5 text-slate-700">
                <ShieldAlert className="h-4 w-4" aria-hidden /> Not verified
              </p>
            )}
          </div>
        )}
        {number === null ? null : verifiedAt ? (
          <Button variant="outline" onClick={() => setAsking('remove')}>
            Remove verification
          </Button>
        ) : (
          <Button onClick={() => setAsking('verify')}>Verify licence</Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'verify' ? 'Verify this licence?' : 'Remove the verification?'}
        description={
          asking === 'verify'
            ? `Confirm that you checked licence ${number} of ${company.name}. Travellers will see it as verified by TripTender.`
            : `Travellers will no longer see licence ${number} of ${company.name} as verified.`
        }
        confirmLabel={asking === 'verify' ? 'Verify licence' : 'Remove verification'}
        tone={asking === 'verify' ? 'primary' : 'danger'}
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(asking === 'verify' ? { verified: true, licenceNumber: number ?? '' } : { verified: false }, {
            onSuccess: () =>
              toast.success(
                asking === 'verify' ? OPERATOR_PROFILE_MESSAGES.verified : OPERATOR_PROFILE_MESSAGES.unverified,
              ),
            onSettled: () => setAsking(null),
          })
        }
      />
    </Card>
  );
}
