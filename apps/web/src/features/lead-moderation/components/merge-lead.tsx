import { Merge } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { paths } from '@triptender/contract/paths';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { AdminLeadData } from '../api/leads.ts';
import { mergeLead } from '../api/leads.ts';
import { useConfirmedChange } from '../hooks/use-confirmed-change.ts';

/** All Trips searched for one request: where a duplicate link leads. */
const tripLink = (id: number) => `${paths.admin.trips}?search=%23${id}`;

export type MergeRequest = { id: number; into: number; buyers: number };

/** Merging a duplicate into the traveller's other request, after a confirmation; the API refunds its buyers. */
export function useMergeLead() {
  const change = useConfirmedChange(async (request: MergeRequest) => {
    try {
      const { refunded } = await mergeLead(request.id, request.into);
      toast.success(ADMIN_TEXT.merged, { description: ADMIN_TEXT.mergedText(request.id, request.into, refunded) });
    } catch (err) {
      // a 422 (another traveller's request, say) is already shown by the API client
      if (!(err instanceof ApiError && err.shown)) {
        toast.error(ADMIN_TEXT.mergeFailed, { description: ADMIN_TEXT.mergeFailedText(request.id) });
      }
    }
  });

  const { confirm } = change;
  const dialog = (
    <ConfirmDialog
      {...change.dialog}
      title="Merge duplicate request"
      description={confirm ? ADMIN_TEXT.mergeConfirm(confirm.id, confirm.into) : ''}
      confirmLabel="Merge"
    >
      <p className="mt-2 text-sm text-slate-600">
        {!confirm || confirm.buyers === 0
          ? 'No company has bought it.'
          : confirm.buyers === 1
            ? 'The company that bought it is refunded to its wallet and told by email.'
            : `The ${confirm.buyers} companies that bought it are refunded to their wallets and told by email.`}
      </p>
    </ConfirmDialog>
  );
  return { ask: change.ask, dialog };
}

/** Under a request's title: the request it seems to repeat, and those that seem to repeat it. */
export function DuplicateLinks({ lead }: { lead: AdminLeadData }) {
  if (lead.duplicate_of === null && lead.duplicates.length === 0) return null;
  return (
    <span className="mt-1 block text-xs text-amber-800">
      {lead.duplicate_of !== null ? (
        <>
          Possible duplicate of <TextLink to={tripLink(lead.duplicate_of)}>#{lead.duplicate_of}</TextLink>
        </>
      ) : (
        <>
          Possible duplicates:{' '}
          {lead.duplicates.map((id, i) => (
            <span key={id}>
              {i > 0 ? ', ' : null}
              <TextLink to={tripLink(id)}>#{id}</TextLink>
            </span>
          ))}
        </>
      )}
    </span>
  );
}

/**
 * In a request's details: merge it into another request of the same traveller. A recognised duplicate
 * offers its original; the admin may type any other request's id.
 */
export function MergeControl({ lead, onMerge }: { lead: AdminLeadData; onMerge: (m: MergeRequest) => void }) {
  const [into, setInto] = useState(lead.duplicate_of === null ? '' : String(lead.duplicate_of));
  const target = Number(into);
  const valid = Number.isInteger(target) && target > 0 && target !== lead.id;
  const id = `merge-${lead.id}`;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onMerge({ id: lead.id, into: target, buyers: lead.companies_count });
      }}
    >
      <div>
        <Label htmlFor={id}>Merge into request #</Label>
        <Input
          id={id}
          inputMode="numeric"
          className="w-28"
          value={into}
          onChange={(e) => setInto(e.target.value.replace(/[^\d]/g, ''))}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={!valid}>
        <Merge className="h-4 w-4" aria-hidden />
        {valid ? `Merge into #${target}` : 'Merge'}
      </Button>
    </form>
  );
}
