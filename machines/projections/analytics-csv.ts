// A spreadsheet file as the admin downloads it: CSV by RFC 4180 (a cell holding a comma, a
// quote or a line break is quoted, its quotes doubled; lines end in CRLF), UTF-8 with a byte
// order mark so Excel reads Arabic names right, and no cell a spreadsheet would run as a
// formula: text starting with = + - @, a tab or a carriage return gets a leading apostrophe.
export type CsvValue = string | number | null;

export const byteOrderMark = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // Numbers are ours (counts, invoice numbers), never typed by a customer.
  const text = typeof value === 'number' ? String(value) : formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: header row first, then one line per row. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return byteOrderMark + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** A moment as a spreadsheet reads a date and time: 'YYYY-MM-DD HH:MM', Riyadh time. */
export function csvMoment(instant: string | null): string | null {
  if (!instant) return null;
  const parsed = Date.parse(instant);
  return Number.isNaN(parsed) ? null : new Date(parsed + riyadhOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

/** Halalas as riyals with 2 decimals ('150.00'), the way spreadsheets sum them. */
export const csvRiyals = (halalas: number | null): string | null => (halalas === null ? null : (halalas / 100).toFixed(2));
