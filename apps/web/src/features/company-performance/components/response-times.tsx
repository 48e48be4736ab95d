import { RowTable, Td } from '@/components/ui/table.tsx';
import type { PerformanceData } from '../performance-figures.ts';
import { responseMedianNote, responseRows } from '../response-figures.ts';

/**
 * How fast the company answers over the last 90 days (whatever the period picked), beside the platform's
 * medians, and what travellers read of it on its profile and quotes.
 */
export function ResponseTimes({ data }: { data: PerformanceData }) {
  return (
    <section aria-labelledby="response-times-title" className="space-y-2">
      <h3 id="response-times-title" className="font-semibold text-slate-900">
        Response time, last 90 days
      </h3>
      <RowTable
        aria-label="Response time, last 90 days"
        columns={['Median time', 'You', 'Over', 'Platform median', 'Travellers see']}
        items={responseRows(data)}
        row={(r) => (
          <>
            <Td>{r.label}</Td>
            <Td className="tabular-nums">{r.value}</Td>
            <Td>{r.samples}</Td>
            <Td className="tabular-nums">{r.median}</Td>
            <Td data-testid={`response-phrase-${r.id}`}>{r.travellers}</Td>
          </>
        )}
      />
      <p className="text-xs text-slate-600">{responseMedianNote(data)}</p>
    </section>
  );
}
