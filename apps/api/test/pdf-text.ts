// The text a reader of one of our PDFs sees, line by line. It is read by Mozilla's pdf.js (the PDF
// reader of Firefox), not by the code that drew it, so a test also shows that the file opens in a real
// reader. Used by the API tests and the e2e journeys (docs/decisions/013-pdf-text-in-tests-with-pdfjs.md).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type TextItem = { str: string; transform: number[] };

/** Every line of text of every page, top to bottom: the pieces drawn on one baseline, left to right. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const byBaseline = new Map<number, { x: number; str: string }[]>();
      for (const item of content.items as TextItem[]) {
        if (!('str' in item) || item.str === '') continue;
        const [, , , , x = 0, y = 0] = item.transform;
        const key = Math.round(y);
        byBaseline.set(key, [...(byBaseline.get(key) ?? []), { x, str: item.str }]);
      }
      for (const [, pieces] of [...byBaseline].sort(([a], [b]) => b - a)) {
        lines.push(
          pieces
            .sort((a, b) => a.x - b.x)
            .map((p) => p.str)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      }
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}

/** All the text of a PDF, its lines joined by line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextLines(bytes)).join('\n');
}
