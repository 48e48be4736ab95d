import { useNewLeadsCount } from '../new-leads-store.ts';

/** The Trip Requests link's count of new matching leads since the marketplace was last opened. */
export function NewLeadsBadge() {
  const count = useNewLeadsCount();
  if (count === 0) return null;
  return (
    <span
      data-testid="new-leads-badge"
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? '1 new matching lead' : `${count} new matching leads`}</span>
    </span>
  );
}
