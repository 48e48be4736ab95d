// Lays a receipt out as a one-page A4 PDF with pdf-lib (lib/pdf.ts): who issued it and to whom, the
// line bought, the amount, and how it was paid. Everything printed comes from the receipt row, whose
// billing and issuer details were copied when it was issued, so the file is the same every time.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { isoDay } from '@triptender/contract/dates';
import { titleDay } from '@triptender/contract/lead-title';
import { formatCents } from '@triptender/contract/money';
import { type BillingDetails, type IssuerDetails, RECEIPT_LINE } from '@triptender/contract/receipts';
import {
  A4,
  BRAND,
  CONTENT_WIDTH,
  createPdf,
  type Fonts,
  INK,
  MARGIN,
  MUTED,
  pdfSafe,
  RULE,
  wrap,
} from '../../lib/pdf.ts';

export type ReceiptDocument = {
  number: string;
  issued_at: Date;
  amount_cents: number;
  currency: string;
  payment_reference: string | null;
  billing: BillingDetails;
  issuer: IssuerDetails;
};

const COLUMN = (CONTENT_WIDTH - 24) / 2;

/** Draws lines of text downwards from `y`; returns the y under the last one. */
function lines(
  page: PDFPage,
  texts: string[],
  at: { x: number; y: number; width: number; font: PDFFont; size?: number; leading?: number; color?: typeof INK },
): number {
  const size = at.size ?? 10.5;
  const leading = at.leading ?? 15;
  let y = at.y;
  for (const text of texts) {
    for (const line of wrap(pdfSafe(text, at.font), at.font, size, at.width)) {
      y -= leading;
      page.drawText(line, { x: at.x, y, size, font: at.font, color: at.color ?? INK });
    }
  }
  return y;
}

/** A labelled block of details ("From", "Billed to"); returns the y under it. */
function party(page: PDFPage, fonts: Fonts, x: number, y: number, label: string, rows: (string | null)[]): number {
  page.drawText(label.toUpperCase(), { x, y: y - 12, size: 8.5, font: fonts.bold, color: MUTED });
  const [name, ...rest] = rows.filter((r): r is string => Boolean(r));
  const afterName = lines(page, name ? [name] : [], { x, y: y - 16, width: COLUMN, font: fonts.bold, size: 11.5 });
  // an address typed on several lines keeps them
  const restLines = rest.flatMap((r) => r.split(/\r?\n/)).filter((r) => r.trim());
  return lines(page, restLines, { x, y: afterName, width: COLUMN, font: fonts.regular });
}

/** A row of two cells, the second right-aligned at the content's right edge. */
function row(page: PDFPage, y: number, left: string, right: string, font: PDFFont, size = 11) {
  page.drawText(pdfSafe(left, font), { x: MARGIN + 10, y, size, font, color: INK });
  const width = font.widthOfTextAtSize(right, size);
  page.drawText(right, { x: MARGIN + CONTENT_WIDTH - 10 - width, y, size, font, color: INK });
}

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(r: ReceiptDocument): Promise<Uint8Array> {
  const date = titleDay(isoDay(r.issued_at));
  const { doc, fonts } = await createPdf({
    title: `Receipt ${r.number}`,
    subject: `${r.issuer.legal_name} receipt ${r.number} for ${r.billing.legal_name ?? ''}`.trim(),
    created: r.issued_at,
  });
  const page = doc.addPage(A4);
  const top = A4[1] - MARGIN;

  page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
  page.drawText('TripTender', { x: MARGIN, y: top - 22, size: 20, font: fonts.bold, color: BRAND });
  const title = 'Receipt';
  const titleWidth = fonts.bold.widthOfTextAtSize(title, 26);
  page.drawText(title, { x: MARGIN + CONTENT_WIDTH - titleWidth, y: top - 24, size: 26, font: fonts.bold, color: INK });

  // the receipt's facts, label and value
  const facts: [string, string][] = [
    ['Receipt number', r.number],
    ['Date', date],
    ['Payment', 'Paid by card'],
    ...(r.payment_reference ? [['Payment reference', r.payment_reference] as [string, string]] : []),
  ];
  let y = top - 64;
  for (const [label, value] of facts) {
    page.drawText(label, { x: MARGIN, y, size: 10.5, font: fonts.regular, color: MUTED });
    page.drawText(pdfSafe(value, fonts.bold), { x: MARGIN + 130, y, size: 10.5, font: fonts.bold, color: INK });
    y -= 17;
  }

  // who issued it, and to whom
  y -= 14;
  const issuer = r.issuer;
  const billing = r.billing;
  const fromEnd = party(page, fonts, MARGIN, y, 'From', [
    issuer.legal_name,
    issuer.address,
    issuer.vat_number ? `VAT number: ${issuer.vat_number}` : null,
    issuer.email,
  ]);
  const toEnd = party(page, fonts, MARGIN + COLUMN + 24, y, 'Billed to', [
    billing.legal_name,
    billing.address,
    billing.country,
    billing.vat_number ? `VAT number: ${billing.vat_number}` : null,
  ]);
  y = Math.min(fromEnd, toEnd) - 30;

  // the line and its total
  const amount = formatCents(r.amount_cents);
  page.drawRectangle({ x: MARGIN, y: y - 8, width: CONTENT_WIDTH, height: 24, color: RULE });
  row(page, y, 'Description', 'Amount', fonts.bold, 10);
  y -= 30;
  row(page, y, RECEIPT_LINE, amount, fonts.regular);
  y -= 14;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + CONTENT_WIDTH, y },
    thickness: 0.75,
    color: RULE,
  });
  y -= 22;
  row(page, y, `Total paid (${r.currency.toUpperCase()})`, amount, fonts.bold, 12);

  y -= 40;
  const paid = `Paid by card on ${date}${r.payment_reference ? `, payment reference ${r.payment_reference}` : ''}.`;
  y = lines(page, [paid], { x: MARGIN, y, width: CONTENT_WIDTH, font: fonts.regular });
  lines(
    page,
    [`Credit is prepaid and used to buy trip requests on TripTender. Questions about this receipt: ${issuer.email}.`],
    { x: MARGIN, y: y - 6, width: CONTENT_WIDTH, font: fonts.regular, color: MUTED, size: 9.5, leading: 14 },
  );

  page.drawText(pdfSafe(`${issuer.legal_name}  ·  Receipt ${r.number}`, fonts.regular), {
    x: MARGIN,
    y: MARGIN - 16,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  return doc.save();
}
