import type { ReactNode } from 'react';
import { LeadMagnetForm, type OfferTarget } from './lead-magnet-form.tsx';
import { Modal } from './modal.tsx';

/** The 15% discount offer in a modal (loaded when it is about to open, not with the page). */
export default function OfferDialog({
  title,
  children,
  target,
  onClose,
}: {
  title: string;
  children: ReactNode;
  target: OfferTarget;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className="mt-3 text-slate-700">{children}</p>
      <div className="mt-6">
        <LeadMagnetForm kind="discount" target={target} submitLabel="Claim My 15% Discount" onSuccess={onClose} />
      </div>
    </Modal>
  );
}
