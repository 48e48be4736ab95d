// What every PDF the API draws with pdf-lib shares (docs/decisions/009-guide-pdf-with-pdf-lib.md): the
// A4 page and margins, the colours of our emails, the standard fonts, text wrapping, and text made
// safe for those fonts. The guide (modules/guides/render-pdf.ts) and receipts
// (modules/receipts/receipt-pdf.ts) are drawn with it.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
/** The width between the margins. */
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
export const BRAND = rgb(0.082, 0.502, 0.239); // #15803d, the emails' green
export const INK = rgb(0.118, 0.161, 0.231);
export const MUTED = rgb(0.392, 0.455, 0.545);
export const SHADE = rgb(0.941, 0.992, 0.957);
export const RULE = rgb(0.886, 0.91, 0.941);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** A new document with its metadata set and the three Helvetica faces embedded. */
export async function createPdf(meta: {
  title: string;
  subject: string;
  /** The document's creation date: fixed for a file that must not change between runs. */
  created: Date;
}): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor('TripTender');
  doc.setCreator('TripTender');
  doc.setProducer('TripTender with pdf-lib');
  doc.setLanguage('en-GB');
  doc.setCreationDate(meta.created);
  doc.setModificationDate(meta.created);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, fonts };
}

/**
 * Text the standard fonts can draw. They cover Windows-1252 only, and drawing anything else throws:
 * text from users (a company's legal name) keeps each character the font has, falls back to the
 * letter without its accent ('é' stays, 'ő' becomes 'o'), and is '?' otherwise ('ł').
 */
export function pdfSafe(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t' || ch === '\r' || ch === '\n') out += ' ';
    else if (known.has(code)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/** Splits text into lines no wider than `width` at `size` (words longer than a line stay whole). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
