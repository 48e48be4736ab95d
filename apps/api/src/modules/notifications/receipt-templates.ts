// The email of a paid card top-up: its receipt's facts in the body, the PDF attached by the worker
// (receiptAttachments in modules/receipts/receipts.ts). Rendered by templates.ts.
import { paths } from '@triptender/contract/paths';
import { RECEIPT_LINE } from '@triptender/contract/receipts';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

export const RECEIPT_TEMPLATES: { receipt: (data: EmailTemplates['receipt'], o: RenderOptions) => Email } = {
  receipt: (d, o) => {
    const billedTo = [d.billing.legal_name, d.billing.address, d.billing.country].filter(Boolean).join(', ');
    return {
      subject: `Your TripTender receipt ${d.number}`,
      preheader: `${d.amount} paid by card on ${d.date}.`,
      heading: `Receipt ${d.number}`,
      blocks: [
        {
          p: `Hi ${d.first_name}, thank you for your payment. ${d.amount} of credit was added to the wallet of ${d.company_name}. The receipt is attached as a PDF for your records.`,
        },
        {
          items: [
            { title: 'Receipt number', detail: d.number },
            { title: 'Date', detail: d.date },
            { title: 'For', detail: RECEIPT_LINE },
            { title: 'Amount', detail: `${d.amount}, paid by card` },
            ...(d.payment_reference ? [{ title: 'Payment reference', detail: d.payment_reference }] : []),
            {
              title: 'Billed to',
              detail: `${billedTo}${d.billing.vat_number ? ` (VAT number ${d.billing.vat_number})` : ''}`,
            },
            { title: 'Issued by', detail: d.issuer_name },
          ],
        },
        ...(o.publicUrl
          ? [{ button: { label: 'See your receipts', url: `${o.publicUrl}${paths.company.wallet}` } }]
          : []),
        {
          note: 'Managers and Finance members can download every receipt as a PDF from the wallet page, and change the billing details printed on the next ones.',
        },
      ],
    };
  },
};
