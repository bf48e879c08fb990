/**
 * Answers as a CSV or XLSX file. Cells keep their kind: numbers stay numbers, times are the
 * company's wall-clock times (spreadsheets have no zones), texts a spreadsheet would run as a
 * formula are written as text (they are the customers' own words).
 */

export type ColumnKind = 'text' | 'number' | 'datetime';
export type Cell = string | number | null;

export interface Column {
  header: string;
  kind: ColumnKind;
}

export interface Sheet {
  title: string;
  columns: Column[];
  /** Times as `YYYY-MM-DD HH:mm` on the company's clock. */
  rows: Cell[][];
}

export type ExportFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = kind === 'text' && FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 with a byte-order mark (so spreadsheets read UTF-8); several sheets one after another, each under its title. */
export function toCsv(sheets: Sheet[]): Buffer {
  const lines: string[] = [];
  for (const sheet of sheets) {
    if (sheets.length > 1) {
      if (lines.length > 0) lines.push('');
      lines.push(csvCell(sheet.title, 'text'));
    }
    lines.push(sheet.columns.map((c) => csvCell(c.header, 'text')).join(','));
    for (const row of sheet.rows)
      lines.push(row.map((cell, i) => csvCell(cell, sheet.columns[i]!.kind)).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const wallClock = (value: string) => new Date(`${value.replace(' ', 'T')}:00Z`);

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the book. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

export async function toXlsx(sheets: Sheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const out = book.addWorksheet(sheetName(sheet.title, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    out.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: Math.min(Math.max(c.header.length + 2, c.kind === 'text' ? 24 : 12), 60),
      ...(c.kind === 'datetime' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
    }));
    out.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      out.addRow(
        row.map((cell, i) =>
          typeof cell === 'string' && sheet.columns[i]!.kind === 'datetime' ? wallClock(cell) : cell,
        ),
      );
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
