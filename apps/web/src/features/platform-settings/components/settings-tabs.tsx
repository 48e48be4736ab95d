import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { AuditLog } from './audit-log.tsx';
import { BadLeadQueue } from './bad-lead-queue.tsx';
import { ContactMessages } from './contact-messages.tsx';
import { EmailOutbox } from './email-outbox.tsx';
import { ExchangeRatesSettings } from './exchange-rates-form.tsx';
import { IssuerSettings } from './issuer-settings.tsx';
import { PlatformSettingsForm } from './platform-settings-form.tsx';

const TABS = [
  { id: 'platform', label: 'Platform', panel: PlatformSettingsForm },
  { id: 'receipts', label: 'Receipts', panel: IssuerSettings },
  { id: 'rates', label: 'Exchange rates', panel: ExchangeRatesSettings },
  { id: 'bad-leads', label: 'Bad-lead reports', panel: BadLeadQueue },
  { id: 'contact', label: 'Contact messages', panel: ContactMessages },
  { id: 'emails', label: 'Email outbox', panel: EmailOutbox },
  { id: 'audit', label: 'Audit log', panel: AuditLog },
] as const;

/** The admin's settings and queues, one tab each; the open tab is in the URL (?tab=). */
export function SettingsTabs() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'platform';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setParams(value === 'platform' ? {} : { tab: value }, { replace: true })}
    >
      <Tabs.List aria-label="Admin settings" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="focus-visible:outline-none">
          <t.panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
