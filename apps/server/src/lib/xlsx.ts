import { osloDateTime } from './oslo-date.ts';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TableCell = string | number | Date | null;

export interface TableColumn<Row> {
  header: string;
  value(row: Row): TableCell;
  /** Excel's number format for the column's cells, e.g. 'dd.mm.yyyy' for dates. */
  numFmt?: string;
}

const MAX_COLUMN_WIDTH = 50;
const COLUMN_PADDING = 2;

/** A sheet of a workbook: its name (at most 31 characters, Excel's limit), its columns and its rows. */
export interface TableSheet<Row> {
  name: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
}

/**
 * A workbook of one sheet holding a table: a bold header row that stays in view and carries the filter buttons,
 * one row per item in the order given, and columns as wide as their content (up to a limit).
 */
export function writeTable<Row>(
  sheetName: string,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  return writeTables([{ name: sheetName, columns, rows }]);
}

/** A sheet with rows of its own type, checked against its columns, among the sheets of one workbook. */
export const tableSheet = <Row>(sheet: TableSheet<Row>): TableSheet<unknown> => sheet;

/** A workbook of one such table per sheet (`tableSheet`), in the order given. */
export async function writeTables(sheets: readonly TableSheet<unknown>[]): Promise<Buffer> {
  // Loaded at the first export: its 170 modules took 0.4 s of every start of the portal.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const table of sheets) {
    const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const values = table.rows.map((row) => table.columns.map((column) => column.value(row)));
    sheet.columns = table.columns.map((column, index) => ({
      header: column.header,
      width: columnWidth(column, values, index),
      ...(column.numFmt && { style: { numFmt: column.numFmt } }),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(values);
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Excel has no time zones: exceljs writes a Date's UTC fields, so a calendar date is its midnight UTC. */
export const calendarDateCell = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** An instant as a date and time cell showing Oslo's clock (its wall-clock time in the UTC fields, as above). */
export const osloDateTimeCell = (instant: Date) => new Date(`${osloDateTime(instant)}Z`);

function columnWidth<Row>(column: TableColumn<Row>, values: readonly TableCell[][], index: number) {
  let widest = column.header.length;
  for (const row of values) widest = Math.max(widest, displayLength(row[index] ?? null, column.numFmt));
  return Math.min(widest + COLUMN_PADDING, MAX_COLUMN_WIDTH);
}

function displayLength(cell: TableCell, numFmt: string | undefined) {
  if (cell === null) return 0;
  if (cell instanceof Date) return numFmt?.length ?? 10;
  return String(cell).length;
}
