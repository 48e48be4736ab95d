import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { useListFilters } from '@/lib/use-paged-list.ts';

/**
 * The status filter and page of one of the settings lists, and the select above the list: choosing
 * another status goes back to the first page.
 */
export function useStatusFilter<S extends string>(opts: {
  id: string;
  label: string;
  choices: readonly S[];
  allLabel: string;
  initial: S | '';
}) {
  const { filters, setFilter, setPage, params } = useListFilters<{ status: S | '' }>({ status: opts.initial });
  const { status } = filters;
  const filter = (
    <div className="border-b border-slate-200 p-4">
      <ChoiceSelect
        id={opts.id}
        label={opts.label}
        className="max-w-48"
        value={status}
        choices={opts.choices}
        allLabel={opts.allLabel}
        onChange={(next) => setFilter('status', next)}
      />
    </div>
  );
  return { status, params, setPage, filter };
}
