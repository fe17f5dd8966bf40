import { stringify } from 'csv-stringify/sync';
import type { RequestContext } from '@seodang/sdk';
import { attendanceRate, recordStatuses, statusLetters, type RecordStatus } from '../common/index.ts';
import { peopleOf, recordsOf } from './records.ts';
import { sessionsIn, type SessionRow } from './scoped-kinds.ts';

/** Students × sessions: a header and one row per learner, in the caller's language. */
export interface ExportTable {
  header: string[];
  rows: (string | number)[][];
}

/** A session's column title: its start in Korean time, and its title when it has one. */
const columnOf = (s: SessionRow) => {
  const kst = new Date(new Date(s.start_at).getTime() + 9 * 3600_000).toISOString();
  return `${kst.slice(0, 10)} ${kst.slice(11, 16)}${s.title ? ` ${s.title}` : ''}`;
};

/**
 * The lecture's sessions that have begun (open or closed), oldest first, against its learners:
 * each cell a letter (P/L/A/E, empty without a record), then the counts and the rate in percent.
 */
export async function exportTable(rc: RequestContext, lectureIndex: number): Promise<ExportTable> {
  const sessions = (await sessionsIn(rc.db, rc.channel?.index ?? null)
    .where({ lecture_id: lectureIndex })
    .whereNot({ state: 'scheduled' })
    .orderBy([{ column: 'start_at' }, { column: 'id' }])) as SessionRow[];
  const records = await recordsOf(
    rc,
    sessions.map((s) => s.id),
  );
  const people = await peopleOf(rc, lectureIndex, records);
  const header = [
    rc.t('attendance.export.name'),
    rc.t('attendance.export.loginId'),
    ...sessions.map(columnOf),
    ...recordStatuses.map((s) => rc.t(`attendance.export.${s}`)),
    rc.t('attendance.export.rate'),
  ];
  const rows = people.map((p) => {
    const marks = sessions.map(
      (s) => records.find((r) => r.session_id === s.id && r.user_id === p.userId)?.status ?? null,
    );
    const count = (st: RecordStatus) => marks.filter((m) => m === st).length;
    const rate = attendanceRate(marks);
    return [
      p.name,
      p.loginId,
      ...marks.map((m) => (m ? statusLetters[m] : '')),
      ...recordStatuses.map(count),
      rate === null ? '' : rate,
    ];
  });
  return { header, rows };
}

/** CSV with a byte-order mark, so Excel reads the Korean names as UTF-8. */
export const toCsv = (table: ExportTable): Buffer =>
  Buffer.from(stringify([table.header, ...table.rows], { bom: true }), 'utf8');

/** An XLSX workbook of one sheet, the header bold and frozen. */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  // Loaded with the first XLSX export: exceljs alone takes longer to load than the rest of the plugin.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Attendance', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
