import { z } from 'zod';
import { sendAttachment, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { exportTable, toCsv, toXlsx } from '../export-table.ts';
import { requireLectureManager } from '../lecture-access.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /api/attendance/lecture/{i}/export`: students × sessions with rates, as CSV or XLSX. */
export function registerExportRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/attendance/lecture/:index/export',
    summary: "A lecture's attendance, students × sessions with rates (CSV with a BOM, or XLSX)",
    tags: ['attendance'],
    access: 'user',
    params: z.object({ index: idSchema }),
    query: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    async handler({ params, query }, rc) {
      const lecture = await requireLectureManager(rc, params.index);
      const table = await exportTable(rc, params.index);
      const name = `${rc.t('attendance.export.fileName')}-${lecture.title}`;
      if (query.format === 'xlsx')
        sendAttachment(rc, `${name}.xlsx`, await toXlsx(table, lecture.title), { type: xlsxType });
      else sendAttachment(rc, `${name}.csv`, toCsv(table), { type: 'text/csv; charset=utf-8' });
    },
  });
}
