import type { Statistics } from '@foretaksportalen/shared/contract/statistics';
import { isoWeek, STATISTICS_TEXTS as TEXTS } from '@foretaksportalen/shared/statistics-texts';
import { calendarDateCell, type TableColumn, tableSheet, writeTables } from '../../lib/xlsx.ts';

const DATE_FORMAT = 'dd.mm.yyyy';
const MONTH_FORMAT = 'mm.yyyy';
const WORKING_DAYS_FORMAT = '0.0';

const monthCell = (month: string) => calendarDateCell(`${month}-01`);

type ResponseTimes = Pick<Statistics['ResponseTimes']['Months'][number], 'Letters' | 'Median' | 'P90'>;

const RESPONSE_TIME_COLUMNS: TableColumn<ResponseTimes>[] = [
  { header: TEXTS.answeredLetters, value: (row) => row.Letters },
  { header: TEXTS.median, numFmt: WORKING_DAYS_FORMAT, value: (row) => row.Median },
  { header: TEXTS.p90, numFmt: WORKING_DAYS_FORMAT, value: (row) => row.P90 },
];

/**
 * Every figure of the statistics page in one workbook, a sheet per statistic (sheet names within Excel's 31
 * characters), with real dates and numbers in the cells; the first sheet says which period and day they are of.
 */
export function writeStatisticsExport(statistics: Statistics) {
  return writeTables([
    tableSheet({
      name: 'Periode',
      columns: [
        { header: 'Hva', value: (row) => row.what },
        { header: 'Dato', numFmt: DATE_FORMAT, value: (row) => calendarDateCell(row.day) },
      ],
      rows: [
        { what: 'Fra', day: statistics.From },
        { what: 'Til', day: statistics.To },
        { what: 'Tall for nå (forfall, saksbehandlere, uleste brev) per', day: statistics.Today },
      ],
    }),
    tableSheet({
      name: 'Åpne saker over tid',
      columns: [
        { header: TEXTS.week, value: (row) => isoWeek(row.Day) },
        { header: TEXTS.weekEnding, numFmt: DATE_FORMAT, value: (row) => calendarDateCell(row.Day) },
        { header: TEXTS.open, value: (row) => row.Open },
      ],
      rows: statistics.OpenOverTime,
    }),
    tableSheet({
      name: 'Nye og avsluttede',
      columns: [
        { header: TEXTS.month, numFmt: MONTH_FORMAT, value: (row) => monthCell(row.Month) },
        { header: TEXTS.new, value: (row) => row.New },
        { header: TEXTS.closed, value: (row) => row.Closed },
      ],
      rows: statistics.Monthly,
    }),
    tableSheet({
      name: 'Per saksbehandler',
      columns: [
        { header: TEXTS.clerk, value: (row) => row.DisplayName ?? TEXTS.undistributed },
        { header: TEXTS.open, value: (row) => row.Open },
        { header: TEXTS.overdue, value: (row) => row.Overdue },
      ],
      rows: statistics.Clerks,
    }),
    tableSheet({
      name: 'Forfall nå',
      columns: [
        { header: 'Forfall', value: (row) => row.what },
        { header: TEXTS.open, value: (row) => row.cases },
      ],
      rows: [
        { what: TEXTS.overdue, cases: statistics.Due.Overdue },
        { what: TEXTS.dueSoon, cases: statistics.Due.DueSoon },
      ],
    }),
    tableSheet<Statistics['ResponseTimes']['Months'][number]>({
      name: 'Svartid per måned',
      columns: [
        { header: TEXTS.month, numFmt: MONTH_FORMAT, value: (row) => monthCell(row.Month) },
        ...RESPONSE_TIME_COLUMNS,
      ],
      rows: statistics.ResponseTimes.Months,
    }),
    tableSheet<Statistics['ResponseTimes']['Clerks'][number]>({
      name: 'Svartid per saksbehandler',
      columns: [
        { header: TEXTS.clerk, value: (row) => row.DisplayName ?? TEXTS.noClerk },
        ...RESPONSE_TIME_COLUMNS,
      ],
      rows: statistics.ResponseTimes.Clerks,
    }),
    tableSheet({
      name: 'Uleste brev',
      columns: [
        { header: TEXTS.age, value: (row) => TEXTS.unreadAges[row.Age] },
        { header: TEXTS.letters, value: (row) => row.Letters },
      ],
      rows: statistics.UnreadByAge,
    }),
  ]);
}
