// Lays a guide out as an A4 PDF with pdf-lib (docs/decisions/009-guide-pdf-with-pdf-lib.md): a
// cover, a contents page, and each chapter from a new page, with a footer "page n of N". pdf-lib
// draws but does not flow text, so the wrapping and page breaks are done here.
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import {
  A4,
  BRAND,
  CONTENT_WIDTH as WIDTH,
  createPdf,
  type Fonts,
  INK,
  MARGIN,
  MUTED,
  SHADE,
  wrap,
} from '../../lib/pdf.ts';

/** What a chapter says, in order. */
export type Block =
  | { h2: string }
  | { p: string }
  | { list: string[] }
  /** Questions or tasks, each with a box to tick. */
  | { checklist: string[] }
  /** A short piece of advice in a shaded box. */
  | { tip: string };

export type Chapter = { title: string; blocks: Block[] };
export type GuideDocument = { title: string; subtitle: string; intro: string; chapters: Chapter[] };

const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN + 24; // room for the footer
const BODY = { size: 11, leading: 16 };
// A fixed date keeps the file byte-for-byte the same from one start to the next.
const PRINTED = new Date('2026-01-01T00:00:00Z');

/** The writing position: the current page and how far down it we are. */
class Cursor {
  page!: PDFPage;
  y = TOP;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = TOP;
  }

  /** Moves to a new page unless `height` still fits on this one. */
  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(lines: string[], opts: { font: PDFFont; size: number; leading: number; x?: number; color?: typeof INK }) {
    for (const line of lines) {
      this.room(opts.leading);
      this.y -= opts.leading;
      this.page.drawText(line, {
        x: opts.x ?? MARGIN,
        y: this.y + (opts.leading - opts.size) / 2,
        size: opts.size,
        font: opts.font,
        color: opts.color ?? INK,
      });
    }
  }
}

function drawBlock(c: Cursor, b: Block) {
  const { regular, bold } = c.fonts;
  if ('h2' in b) {
    // a heading stays with the first lines under it
    c.room(22 + 3 * BODY.leading);
    c.y -= 8;
    c.text(wrap(b.h2, bold, 14, WIDTH), { font: bold, size: 14, leading: 20, color: BRAND });
    c.y -= 2;
  } else if ('p' in b) {
    c.text(wrap(b.p, regular, BODY.size, WIDTH), { font: regular, ...BODY });
    c.y -= 8;
  } else if ('list' in b || 'checklist' in b) {
    const items = 'list' in b ? b.list : b.checklist;
    for (const item of items) {
      const lines = wrap(item, regular, BODY.size, WIDTH - 18);
      c.room(BODY.leading * Math.min(lines.length, 2));
      const top = c.y;
      if ('list' in b) {
        c.page.drawCircle({ x: MARGIN + 4, y: top - BODY.leading / 2 - 1, size: 2, color: BRAND });
      } else {
        const s = 8;
        c.page.drawRectangle({
          x: MARGIN,
          y: top - BODY.leading / 2 - s / 2 - 1,
          width: s,
          height: s,
          borderColor: BRAND,
          borderWidth: 1,
        });
      }
      c.text(lines, { font: regular, ...BODY, x: MARGIN + 18 });
      c.y -= 3;
    }
    c.y -= 6;
  } else {
    const lines = wrap(b.tip, c.fonts.italic, BODY.size, WIDTH - 28);
    const height = lines.length * BODY.leading + 20;
    c.room(height + 8);
    c.page.drawRectangle({ x: MARGIN, y: c.y - height, width: WIDTH, height, color: SHADE });
    c.page.drawRectangle({ x: MARGIN, y: c.y - height, width: 3, height, color: BRAND });
    c.y -= 10;
    c.text(lines, { font: c.fonts.italic, ...BODY, x: MARGIN + 16 });
    c.y -= 18;
  }
}

function drawCover(c: Cursor, guide: GuideDocument) {
  const { bold, regular } = c.fonts;
  c.newPage();
  const band = 300;
  c.page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: band, color: BRAND });
  c.page.drawText('TripTender', { x: MARGIN, y: A4[1] - 80, size: 20, font: bold, color: rgb(1, 1, 1) });
  c.y = A4[1] - 150;
  c.text(wrap(guide.title, bold, 32, WIDTH), { font: bold, size: 32, leading: 40, color: rgb(1, 1, 1) });
  c.y -= 10;
  c.text(wrap(guide.subtitle, regular, 15, WIDTH), { font: regular, size: 15, leading: 22, color: rgb(1, 1, 1) });
  c.y = A4[1] - band - 40;
  c.text(wrap(guide.intro, regular, 12, WIDTH), { font: regular, size: 12, leading: 19 });
}

/** The contents page, filled in once the chapters are laid out and their pages known. */
function drawContents(page: PDFPage, fonts: Fonts, entries: { title: string; page: number }[]) {
  let y = TOP - 20;
  page.drawText('Contents', { x: MARGIN, y, size: 22, font: fonts.bold, color: INK });
  y -= 40;
  for (const { title, page: n } of entries) {
    const number = String(n);
    const numberWidth = fonts.regular.widthOfTextAtSize(number, 12);
    page.drawText(title, { x: MARGIN, y, size: 12, font: fonts.regular, color: INK });
    page.drawText(number, { x: MARGIN + WIDTH - numberWidth, y, size: 12, font: fonts.regular, color: INK });
    const dotsFrom = MARGIN + fonts.regular.widthOfTextAtSize(title, 12) + 6;
    const dots = '.'.repeat(Math.max(0, Math.floor((MARGIN + WIDTH - numberWidth - 6 - dotsFrom) / 3.4)));
    page.drawText(dots, { x: dotsFrom, y, size: 12, font: fonts.regular, color: MUTED });
    y -= 24;
  }
}

/** The guide as PDF bytes, and how many pages it has. */
export async function renderGuidePdf(guide: GuideDocument): Promise<{ bytes: Uint8Array; pages: number }> {
  const { doc, fonts } = await createPdf({ title: guide.title, subject: guide.subtitle, created: PRINTED });
  const c = new Cursor(doc, fonts);
  drawCover(c, guide);
  c.newPage();
  const contents = c.page;

  const entries: { title: string; page: number }[] = [];
  for (const chapter of guide.chapters) {
    c.newPage();
    entries.push({ title: chapter.title, page: doc.getPageCount() });
    c.text(wrap(chapter.title, fonts.bold, 22, WIDTH), { font: fonts.bold, size: 22, leading: 30 });
    c.y -= 12;
    for (const block of chapter.blocks) drawBlock(c, block);
  }
  drawContents(contents, fonts, entries);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    if (i === 0) return;
    const footer = `${guide.title}  ·  page ${i + 1} of ${pages.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - 16, size: 9, font: fonts.regular, color: MUTED });
  });
  return { bytes: await doc.save(), pages: pages.length };
}
