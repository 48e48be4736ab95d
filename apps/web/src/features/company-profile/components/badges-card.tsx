import { Award, CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { BADGE_DESCRIPTIONS } from '@triptender/contract/companies';
import { BADGES, LICENCE_BADGE, SWITCHED_BADGES, type SwitchedBadge } from '@triptender/contract/enums';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { type CompanyProfileData, useSetBadge } from '../api/company-profile.ts';

const isSwitched = (b: string): b is SwitchedBadge => (SWITCHED_BADGES as readonly string[]).includes(b);

/** The state of the licence that the Licensed Tour Operator badge follows, for the admin. */
function licenceState(company: CompanyProfileData): string {
  if (company.licence_verified_at) {
    return `Comes with the licence verification: verified ${formatDate(company.licence_verified_at)}.`;
  }
  if (company.licence_number) return 'Comes with the licence verification: the licence is not verified yet.';
  return 'Comes with the licence verification: no licence number entered yet.';
}

/**
 * Achievement badges: computed from the company's reviews, replies and trips, or granted by the
 * admin. With canGrant (the admin), Premium Partner can be switched on and off here; Licensed Tour
 * Operator shows the state of the licence it follows (verified on the Tour operator licence card).
 */
export function BadgesCard({ company, canGrant = false }: { company: CompanyProfileData; canGrant?: boolean }) {
  const setBadge = useSetBadge(company.id);
  // a switched badge shows its new state at once, and the server's answer once it comes
  const [switching, setSwitching] = useState<Partial<Record<SwitchedBadge, boolean>>>({});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Achievement badges</CardTitle>
        <p className="mt-1 text-sm text-slate-600">
          {company.rating === null
            ? 'No reviews yet.'
            : `${company.rating.toFixed(1)} average from ${company.review_count} review${company.review_count === 1 ? '' : 's'}.`}
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-label="Badges" className="grid gap-3 sm:grid-cols-2">
          {BADGES.map((badge) => {
            const earned = (isSwitched(badge) ? switching[badge] : undefined) ?? company.badges.includes(badge);
            const Icon = earned ? CheckCircle2 : Circle;
            return (
              <li
                key={badge}
                className={cn(
                  'flex gap-3 rounded-md border p-3',
                  earned ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white',
                )}
              >
                <Icon
                  className={cn('mt-0.5 h-5 w-5 shrink-0', earned ? 'text-brand-700' : 'text-slate-400')}
                  aria-hidden
                />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-1 font-medium text-slate-900">
                    {badge === 'Premium Partner' ? <Award className="h-4 w-4 text-amber-600" aria-hidden /> : null}
                    {badge}
                    <span className="sr-only">{earned ? ' (earned)' : ' (not earned yet)'}</span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {earned ? 'Earned. ' : ''}
                    {BADGE_DESCRIPTIONS[badge]}
                  </p>
                  {canGrant && badge === LICENCE_BADGE ? (
                    <p className="mt-2 text-sm text-slate-800">{licenceState(company)}</p>
                  ) : null}
                  {canGrant && isSwitched(badge) ? (
                    <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-700"
                        checked={earned}
                        disabled={setBadge.isPending}
                        onChange={(e) => {
                          const granted = e.target.checked;
                          setSwitching((s) => ({ ...s, [badge]: granted }));
                          setBadge.mutate(
                            { badge, granted },
                            {
                              onSuccess: () => toast.success(granted ? `${badge} granted` : `${badge} revoked`),
                              onSettled: () => setSwitching(({ [badge]: _, ...rest }) => rest),
                            },
                          );
                        }}
                      />
                      Granted
                    </label>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
