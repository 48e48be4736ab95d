import { useState } from 'react';
import { AUDIT_ACTION_SUGGESTIONS } from '@triptender/contract/admin';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { type AuditEntryData, useAuditLog } from '../api/audit-log.ts';
import { formatDayTimeSeconds } from '@/lib/format.ts';

type Filters = { action: string; company_id: string; entity_type: string; entity_id: string; from: string; to: string };
const EMPTY: Filters = { action: '', company_id: '', entity_type: '', entity_id: '', from: '', to: '' };

function details(data: AuditEntryData['data']): string {
  return Object.entries(data)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

/** The append-only audit log: money movements, deletions, role and settings changes. */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const query = useAuditLog({ ...filters, page });

  const input = (name: keyof Filters, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <Input
        id={`audit-${name}`}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        {...props}
      />
    </div>
  );

  return (
    <Card>
      <form
        className="grid grid-cols-2 gap-3 border-b border-slate-200 p-4 sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        {input('action', 'Action', { list: 'audit-actions', placeholder: 'e.g. lead.deleted' })}
        <datalist id="audit-actions">
          {AUDIT_ACTION_SUGGESTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        {input('company_id', 'Company id', { inputMode: 'numeric' })}
        {input('entity_type', 'Entity', { placeholder: 'lead, company, user' })}
        {input('entity_id', 'Entity id', { inputMode: 'numeric' })}
        {(['from', 'to'] as const).map((name) => (
          <DateField
            key={name}
            id={`audit-${name}`}
            label={name === 'from' ? 'From' : 'To'}
            clearable
            // any day back, and never a From after the To
            {...(name === 'from' ? { max: draft.to || undefined } : { min: draft.from || undefined })}
            value={draft[name]}
            onChange={(day) => setDraft((d) => ({ ...d, [name]: day }))}
          />
        ))}
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(1);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <PagedQuery query={query} empty="No entries match." onPage={setPage} pagerLabel="Audit log pages">
        {(rows) => (
          <Table aria-label="Audit log" className="relative">
            <TableHeader columns={['When', 'Action', 'By', 'Company', 'Entity', 'Details']} />
            <TBody>
              {rows.map((e) => (
                <Tr key={e.id}>
                  <Td className="whitespace-nowrap">{formatDayTimeSeconds(e.created_at)}</Td>
                  <Td className="font-mono text-xs whitespace-nowrap">{e.action}</Td>
                  <Td>{e.actor ? `${e.actor.first_name} ${e.actor.last_name}` : 'System'}</Td>
                  <Td>{e.company?.name ?? '-'}</Td>
                  <Td className="whitespace-nowrap">
                    {e.entity_type}
                    {e.entity_id !== null ? ` #${e.entity_id}` : ''}
                  </Td>
                  <Td className="max-w-md text-xs break-words text-slate-700">{details(e.data)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </PagedQuery>
    </Card>
  );
}
