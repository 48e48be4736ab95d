import { AUTO_BUY_MESSAGES, type AutoBuy, autoBuyForm } from '@triptender/contract/auto-buy';
import { formatCents } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { DialogForm } from '@/components/ui/dialog-form.tsx';
import { DialogSettingsCard, SettingFact } from '@/components/ui/dialog-settings-card.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { showRenamedSubmitError } from '@/lib/form-errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useAutoBuy, useSaveAutoBuy } from '../api/auto-buy.ts';

// the API names its fields in cents; the form's budget is in dollars
const FORM_FIELD = {
  weekly_budget_cents: 'weekly_budget',
  weekly_max_leads: 'weekly_max_leads',
  enabled: 'enabled',
} as const;

// the budget and the number of leads, both whole numbers
const NUMBER_FIELDS = [
  {
    name: 'weekly_budget',
    label: 'Weekly budget ($)',
    placeholder: '100',
    hint: 'Whole dollars. Auto-buy never spends more than this from Monday to Sunday (UTC); your monthly spending limit still applies.',
  },
  {
    name: 'weekly_max_leads',
    label: 'Leads a week',
    placeholder: '4',
    hint: 'At most this many automatic purchases a week, from 1 to 100.',
  },
] as const;

/** The form in the dialog, new each time it opens, starting from the settings as they are. */
function AutoBuyForm({ companyId, autoBuy, onDone }: { companyId: number; autoBuy: AutoBuy; onDone: () => void }) {
  const save = useSaveAutoBuy(companyId);
  const form = useSchemaForm(autoBuyForm, {
    enabled: autoBuy.enabled || autoBuy.weekly_budget_cents === null,
    weekly_budget: autoBuy.weekly_budget_cents === null ? '' : String(autoBuy.weekly_budget_cents / 100),
    weekly_max_leads: autoBuy.weekly_max_leads === null ? '' : String(autoBuy.weekly_max_leads),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(AUTO_BUY_MESSAGES.saved, {
        description: saved.enabled
          ? `Up to ${saved.weekly_max_leads} leads and ${formatCents(saved.weekly_budget_cents ?? 0)} a week.`
          : 'Auto-buy is off.',
      });
      onDone();
    } catch (err) {
      showRenamedSubmitError(err, FORM_FIELD, form.setError, 'Auto-buy could not be saved.');
    }
  });
  const enabledError = form.formState.errors.enabled?.message;
  return (
    <DialogForm form={form} onSubmit={onSubmit} onDone={onDone} submitLabel="Save auto-buy">
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            aria-describedby={enabledError ? 'auto-buy-enabled-error' : undefined}
            {...form.register('enabled')}
          />
          Buy fitting trip requests for us automatically
        </label>
        {enabledError ? (
          <p id="auto-buy-enabled-error" role="alert" className="mt-1 text-sm text-red-700">
            {enabledError}
          </p>
        ) : null}
      </div>
      {NUMBER_FIELDS.map(({ name, ...field }) => (
        <TextField key={name} inputMode="numeric" {...field} {...fieldProps(form, 'auto-buy', name)} />
      ))}
    </DialogForm>
  );
}

/**
 * Auto-buy on the company's settings: on or off (or paused, and why), the weekly budget and number of
 * leads with what this week used. Managers change it in a dialog; other members see it as it is.
 */
export function AutoBuyCard({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const query = useAutoBuy(companyId);
  const a = query.data;
  const state = !a ? null : a.paused_at ? 'paused' : a.enabled ? 'on' : 'off';
  return (
    <DialogSettingsCard
      titleId="auto-buy-title"
      title={
        <>
          Auto-buy
          {state ? (
            <Badge
              tone={state === 'on' ? 'green' : state === 'paused' ? 'amber' : 'neutral'}
              data-testid="auto-buy-state"
            >
              {state === 'on' ? AUTO_BUY_MESSAGES.on : state === 'paused' ? 'Paused' : AUTO_BUY_MESSAGES.off}
            </Badge>
          ) : null}
        </>
      }
      description="Be first to quote: trip requests that fit your lead preferences are bought for you the moment they go live, within a weekly budget. You are told at once, by email and on your devices, with a link to quote."
      query={query}
      edit={
        canEdit
          ? {
              label: (a) => (a.enabled && !a.paused_at ? 'Change auto-buy' : 'Set up auto-buy'),
              title: 'Auto-buy',
              description:
                'Leads are offered to auto-buy companies in turn, the one that waited longest first. A lead without your quote by its deadline goes to another operator; two in a row pause auto-buy.',
              form: (a, done) => <AutoBuyForm companyId={companyId} autoBuy={a} onDone={done} />,
            }
          : null
      }
      facts={(a) => (
        <>
          {a.paused_at ? (
            <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {a.pause_reason ?? AUTO_BUY_MESSAGES.paused}
            </p>
          ) : null}
          {!a.preferences_set ? (
            <p className="mb-4 text-sm text-slate-700">{AUTO_BUY_MESSAGES.preferencesFirst}</p>
          ) : null}
          <dl className="grid gap-6 sm:grid-cols-2">
            <SettingFact label="This week">
              <span className="block text-xl font-semibold text-slate-900" data-testid="auto-buy-week">
                {a.bought_this_week} {a.bought_this_week === 1 ? 'lead' : 'leads'},{' '}
                {formatCents(a.spent_this_week_cents)}
              </span>
              <span className="mt-1 block text-slate-600">Starts again on {formatDate(a.week_resets_on)}.</span>
            </SettingFact>
            <SettingFact label="Weekly budget">
              <span className="block text-xl font-semibold text-slate-900">
                {a.weekly_budget_cents === null
                  ? 'Not set'
                  : `${formatCents(a.weekly_budget_cents)} · ${a.weekly_max_leads} ${a.weekly_max_leads === 1 ? 'lead' : 'leads'}`}
              </span>
            </SettingFact>
          </dl>
        </>
      )}
    >
      {canEdit ? null : <p className="mt-4 text-sm text-slate-600">{AUTO_BUY_MESSAGES.managersOnly}</p>}
    </DialogSettingsCard>
  );
}
