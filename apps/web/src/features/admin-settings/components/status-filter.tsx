import { useState } from 'react';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';

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
  const [status, setStatus] = useState<S | ''>(opts.initial);
  const [page, setPage] = useState(1);
  const filter = (
    <div className="border-b border-slate-200 p-4">
      <ChoiceSelect
        id={opts.id}
        label={opts.label}
        className="max-w-48"
        value={status}
        choices={opts.choices}
        allLabel={opts.allLabel}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
    </div>
  );
  /** What the list's query asks for: this page, with this status (or all). */
  const params = { page, status: status || undefined };
  return { status, params, setPage, filter };
}
