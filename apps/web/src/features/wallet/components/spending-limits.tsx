import { formatCents } from '@triptender/contract/money';
import { SPENDING_MESSAGES, type SpendingLimits as Limits, spendingLimitsForm } from '@triptender/contract/wallet';
import { DialogForm } from '@/components/ui/dialog-form.tsx';
import { DialogSettingsCard, SettingFact } from '@/components/ui/dialog-settings-card.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { showRenamedSubmitError } from '@/lib/form-errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useHashTarget } from '@/lib/use-hash-target.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSetSpendingLimits } from '../api/spending-limits.ts';
import { useWallet } from '../api/wallet.ts';

/** The id other pages link to (the buy dialog's "Change the limit"). */
export const SPENDING_LIMITS_ANCHOR = 'spending-limits';

const dollars = (cents: number | null) => (cents === null ? '' : String(cents / 100));

// the API names its fields in cents; the form's fields are in dollars
const FORM_FIELD = { monthly_spend_limit_cents: 'monthly_limit', low_balance_threshold_cents: 'low_balance' } as const;

/** How much of the month's limit is spent: amber from 80%, red once nothing more can be bought. */
function SpendBar({ spent, limit }: { spent: number; limit: number }) {
  const pct = Math.max(0, Math.min(100, Math.round((spent / limit) * 100)));
  return (
    <div
      role="progressbar"
      aria-label="Spent of this month's limit"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={`${formatCents(spent)} of ${formatCents(limit)}`}
      className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full', pct >= 100 ? 'bg-red-600' : pct >= 80 ? 'bg-amber-500' : 'bg-brand-600')}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

/** The form in the dialog, new each time it opens, starting from the limits as they are. */
function LimitsForm({ companyId, limits, onDone }: { companyId: number; limits: Limits; onDone: () => void }) {
  const save = useSetSpendingLimits(companyId);
  const form = useSchemaForm(spendingLimitsForm, {
    no_limit: limits.monthly_spend_limit_cents === null,
    monthly_limit: dollars(limits.monthly_spend_limit_cents),
    low_balance: dollars(limits.low_balance_threshold_cents),
  });
  const noLimit = form.watch('no_limit');
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(SPENDING_MESSAGES.saved, {
        description:
          `Monthly limit: ${saved.monthly_spend_limit_cents === null ? 'none' : formatCents(saved.monthly_spend_limit_cents)}. ` +
          `Low-balance alert: ${saved.low_balance_threshold_cents === null ? 'none' : formatCents(saved.low_balance_threshold_cents)}.`,
      });
      onDone();
    } catch (err) {
      showRenamedSubmitError(err, FORM_FIELD, form.setError, 'The limits could not be saved.');
    }
  });
  const limitField = fieldProps(form, 'spending', 'monthly_limit');
  return (
    <DialogForm form={form} onSubmit={onSubmit} onDone={onDone} submitLabel="Save limits">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('no_limit')} />
        {SPENDING_MESSAGES.noLimit}: buy as many trip requests as the balance allows
      </label>
      <TextField
        label="Monthly limit ($)"
        inputMode="numeric"
        placeholder="500"
        hint={`Whole dollars. Spent this month: ${formatCents(limits.spent_this_month_cents)}; purchases that would pass the limit are refused until ${formatDate(limits.resets_on)}.`}
        disabled={noLimit}
        {...limitField}
        error={noLimit ? undefined : limitField.error}
      />
      <TextField
        label="Low-balance alert ($)"
        inputMode="numeric"
        placeholder="50"
        hint="Managers and Finance get one email when the balance falls below it. Leave empty for no alert."
        {...fieldProps(form, 'spending', 'low_balance')}
      />
    </DialogForm>
  );
}

/**
 * The wallet's spending limits: the monthly limit with what was spent this month and when it resets,
 * and the low-balance alert. Managers change them in a dialog; Finance sees them as they are. Read
 * from the wallet's first page, which the history above shares.
 */
export function SpendingLimits({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const query = useWallet(companyId, 1);
  const limits = query.data?.limits;
  // the buy dialog's "Change the limit" links to #spending-limits
  const card = useHashTarget<HTMLElement>(SPENDING_LIMITS_ANCHOR, limits !== undefined);
  return (
    <DialogSettingsCard
      titleId="spending-limits-title"
      title="Spending limits"
      description="What your company chose to spend on trip requests each month, and when we email you that the balance is low."
      section={{ ref: card, id: SPENDING_LIMITS_ANCHOR, className: 'scroll-mt-20' }}
      query={{ ...query, data: limits }}
      edit={
        canEdit
          ? {
              label: () => 'Change limits',
              title: 'Change spending limits',
              description:
                'A lower limit never undoes a purchase already made; it stops the next one that would pass it.',
              form: (limits, done) => <LimitsForm companyId={companyId} limits={limits} onDone={done} />,
            }
          : null
      }
      facts={(limits) => <LimitFacts limits={limits} />}
    >
      {canEdit ? null : <p className="mt-4 text-sm text-slate-600">{SPENDING_MESSAGES.managersOnly}</p>}
    </DialogSettingsCard>
  );
}

function LimitFacts({ limits }: { limits: Limits }) {
  const limit = limits.monthly_spend_limit_cents;
  return (
    <dl className="grid gap-6 sm:grid-cols-2">
      <SettingFact label="Monthly limit">
        <span className="block text-xl font-semibold text-slate-900" data-testid="monthly-limit">
          {limit === null ? SPENDING_MESSAGES.noLimit : `${formatCents(limit)} a month`}
        </span>
        {limit === null ? (
          <span className="mt-1 block">{formatCents(limits.spent_this_month_cents)} spent this month.</span>
        ) : (
          <>
            <SpendBar spent={limits.spent_this_month_cents} limit={limit} />
            <span className="mt-1 block">
              {formatCents(limits.spent_this_month_cents)} spent this month,{' '}
              {formatCents(Math.max(0, limit - limits.spent_this_month_cents))} left.
            </span>
          </>
        )}
        <span className="block text-slate-600">Resets on {formatDate(limits.resets_on)}.</span>
      </SettingFact>
      <SettingFact label="Low-balance alert">
        <span className="block text-xl font-semibold text-slate-900" data-testid="low-balance-alert">
          {limits.low_balance_threshold_cents === null
            ? SPENDING_MESSAGES.noAlert
            : `Below ${formatCents(limits.low_balance_threshold_cents)}`}
        </span>
        <span className="mt-1 block">
          {limits.low_balance_threshold_cents === null
            ? 'Nobody is emailed when the balance runs low.'
            : 'Managers and Finance get one email when the balance falls below it, and another after a top-up lifts it and it falls again.'}
        </span>
      </SettingFact>
    </dl>
  );
}
