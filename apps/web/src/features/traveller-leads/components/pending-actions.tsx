import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useConfirmRequest, useDiscardRequest } from '../api/traveller-leads.ts';

/**
 * Confirm and Discard (asking first) for a request awaiting the traveller's confirmation: one posted
 * without logging in with this account's email. `onDiscarded` runs once it is gone (e.g. leave its page).
 */
export function PendingActions({
  request,
  size = 'md',
  onDiscarded,
}: {
  request: { id: number; title: string };
  size?: 'sm' | 'md';
  onDiscarded?: () => void;
}) {
  const confirm = useConfirmRequest();
  const discard = useDiscardRequest();
  const [discarding, setDiscarding] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={size}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(request.id)}
        aria-label={`Confirm ${request.title}`}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        Confirm
      </Button>
      <Button size={size} variant="outline" onClick={() => setDiscarding(true)} aria-label={`Discard ${request.title}`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Discard
      </Button>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Discard this request?"
        description={`"${request.title}" was posted with your email address without logging in. Discarding removes it for good; no tour operator has seen it.`}
        confirmLabel="Discard request"
        pending={discard.isPending}
        onConfirm={() =>
          discard.mutate(request.id, { onSuccess: () => onDiscarded?.(), onSettled: () => setDiscarding(false) })
        }
      />
    </div>
  );
}
