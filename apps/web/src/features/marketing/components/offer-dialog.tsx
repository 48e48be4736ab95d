import type { ReactNode } from 'react';
import type { Country, MarketingLeadType } from '@triptender/contract/enums';
import { LeadMagnetForm } from './lead-magnet-form.tsx';
import { Modal } from './modal.tsx';

/** The 15% discount offer in a modal (loaded when it is about to open, not with the page). */
export default function OfferDialog({
  title,
  children,
  leadType,
  country,
  successPath,
  onClose,
}: {
  title: string;
  children: ReactNode;
  leadType: MarketingLeadType;
  country?: Country;
  successPath: string;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className="mt-3 text-slate-700">{children}</p>
      <div className="mt-6">
        <LeadMagnetForm
          leadType={leadType}
          country={country}
          submitLabel="Claim My 15% Discount"
          successPath={successPath}
          onSuccess={onClose}
        />
      </div>
    </Modal>
  );
}
