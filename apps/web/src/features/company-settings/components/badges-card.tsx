import { Award, CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { BADGE_DESCRIPTIONS } from '@triptender/contract/companies';
import { BADGES, GRANTED_BADGES, type GrantedBadge } from '@triptender/contract/enums';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { type CompanyProfileData, useSetBadge } from '../api/company-profile.ts';

const isGranted = (b: string): b is GrantedBadge => (GRANTED_BADGES as readonly string[]).includes(b);

/**
 * Achievement badges: computed from the company's reviews, replies and trips, or granted by the
 * admin. With canGrant (the admin), the granted ones can be switched on and off here.
 */
export function BadgesCard({ company, canGrant = false }: { company: CompanyProfileData; canGrant?: boolean }) {
  const setBadge = useSetBadge(company.id);
  // a switched badge shows its new state at once, and the server's answer once it comes
  const [switching, setSwitching] = useState<Partial<Record<GrantedBadge, boolean>>>({});
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
            const earned = (isGranted(badge) ? switching[badge] : undefined) ?? company.badges.includes(badge);
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
                  {canGrant && isGranted(badge) ? (
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
