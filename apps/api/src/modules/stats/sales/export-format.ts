/**
 * A report as tables, written as CSV or XLSX. Cells keep their kind: numbers stay numbers, money
 * is given in major units with the currency's decimals, days and times are dates (the venue's
 * wall-clock time, as the report shows it).
 */

export type ColumnKind = 'text' | 'int' | 'money' | 'share' | 'date' | 'datetime';
export type Cell = string | number | null;

export interface Column {
  header: string;
  kind: ColumnKind;
  /** For money: the currency whose decimals apply. */
  currency?: string;
}

export interface Table {
  title: string;
  columns: Column[];
  /** Money in minor units; dates as YYYY-MM-DD, times as YYYY-MM-DD HH:mm (local). */
  rows: Cell[][];
  /** The column naming each row's currency, for money columns without one of their own. */
  currencyColumn?: number;
}

/** The column as it applies to one row: its money in that row's currency. */
function columnOf(table: Table, row: Cell[], index: number): Column {
  const column = table.columns[index]!;
  if (column.kind !== 'money' || column.currency || table.currencyColumn === undefined) return column;
  const currency = row[table.currencyColumn];
  return typeof currency === 'string' ? { ...column, currency } : column;
}

export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export function currencyDigits(currency: string | undefined): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

const majorUnits = (minor: number, currency: string | undefined) => {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
};

/** A local day or time as a Date whose UTC fields are the wall-clock ones (spreadsheets have no zones). */
function wallClock(value: string): Date {
  const [day, time = '00:00'] = value.split(' ');
  return new Date(`${day}T${time}:00Z`);
}

// ---- CSV ----

/** A text a spreadsheet would run as a formula is written as text (a review's comment is the guest's words). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell, column: Column): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (column.kind === 'money')
      return majorUnits(cell, column.currency).toFixed(currencyDigits(column.currency));
    if (column.kind === 'share') return String(Number(cell.toFixed(4)));
    return String(cell);
  }
  const text = column.kind === 'text' && FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 with a byte-order mark (so spreadsheets read UTF-8); several tables one after another, each under its title. */
export function toCsv(tables: Table[]): Buffer {
  const lines: string[] = [];
  for (const table of tables) {
    if (tables.length > 1) {
      if (lines.length > 0) lines.push('');
      lines.push(csvCell(table.title, { header: '', kind: 'text' }));
    }
    lines.push(table.columns.map((c) => csvCell(c.header, { header: '', kind: 'text' })).join(','));
    for (const row of table.rows)
      lines.push(row.map((cell, i) => csvCell(cell, columnOf(table, row, i))).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

// ---- XLSX ----

function numberFormat(column: Column): string | undefined {
  const digits = currencyDigits(column.currency);
  switch (column.kind) {
    case 'money':
      return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
    case 'share':
      return '0.0%';
    case 'int':
      return '#,##0';
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm';
    default:
      return undefined;
  }
}

function xlsxCell(cell: Cell, column: Column): string | number | Date | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return column.kind === 'money' ? majorUnits(cell, column.currency) : cell;
  if (column.kind === 'date' || column.kind === 'datetime') return wallClock(cell);
  return cell;
}

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

export async function toXlsx(tables: Table[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const taken = new Set<string>();
  for (const table of tables) {
    const sheet = book.addWorksheet(sheetName(table.title, taken), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column) => {
      const numFmt = numberFormat(column);
      return {
        header: column.header,
        width: Math.min(Math.max(column.header.length + 2, column.kind === 'text' ? 24 : 12), 60),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) {
      const added = sheet.addRow(row.map((cell, i) => xlsxCell(cell, columnOf(table, row, i))));
      if (table.currencyColumn === undefined) continue;
      row.forEach((_cell, i) => {
        const column = columnOf(table, row, i);
        if (column.kind === 'money') added.getCell(i + 1).numFmt = numberFormat(column)!;
      });
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
