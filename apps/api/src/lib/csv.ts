// CSV as RFC 4180 writes it, for spreadsheets: fields separated by commas, records ended by CRLF, a
// field quoted when it holds a comma, a quote or a line break, and its quotes doubled.

/**
 * The byte order mark a CSV file starts with. Excel opens a double-clicked .csv in the computer's
 * legacy code page unless it starts with this mark, and 'Café Tours' turns into 'CafÃ© Tours';
 * LibreOffice, Google Sheets, Numbers and CSV libraries read the mark as UTF-8's and skip it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell of text that came from people (a note, a title): one that starts with = + - @ or a tab or
 * carriage return would run as a formula in a spreadsheet (CSV injection), so it is prefixed with an
 * apostrophe and shows as the text it is. Numbers we format ourselves do not go through it.
 */
export function textCell(value: string | null | undefined): string {
  const s = value ?? '';
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** One field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records as CSV text, each ended by CRLF. */
export function csvRecords(rows: string[][]): string {
  return rows.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');
}

/** Cents as dollars with two decimals and a minus sign for a debit ('-12.50'), without float error. */
export function centsCell(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
