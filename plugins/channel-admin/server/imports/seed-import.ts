import iconv from 'iconv-lite';
import type { Knex } from '@seodang/sdk';
import { checkCsvFile } from './check-file.ts';

/** The demo import's file name: a class list exported from Excel in CP949, two rows needing a fix. */
export const demoImportFile = '2026-1학년-2반.csv';

const demoCsv = [
  '이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호',
  'demo-class-1@example.com,강민준,1학년 2반,N,2026,1,2,1',
  'demo-class-2@example.com,김서아,1학년 2반,N,2026,1,2,2',
  'demo-class-3.example.com,박도현,1학년 2반,N,2026,1,2,3',
  'demo-class-2@example.com,이하은,1학년 2반,N,2026,1,2,4',
  'demo-class-5@example.com,최지호,1학년 2반,Y,2026,1,2,5',
].join('\r\n');

/**
 * One checked import waiting on /admin/invitations: five pupils, one with a malformed address and
 * one repeating another's, so the preview, the skip choice and errors.csv have something to show.
 * A second run adds nothing.
 */
export async function seedImport(db: Knex, channelId: number, adminId: number | null): Promise<void> {
  const existing = await db('channel_member_imports')
    .where({ channel_id: channelId, file_name: demoImportFile })
    .first('id');
  if (existing) return;
  const { encoding, rows } = checkCsvFile(iconv.encode(demoCsv, 'cp949'));
  const invalid = rows.filter((r) => r.issues.length);
  const byCode: Record<string, number> = {};
  for (const r of invalid) for (const i of r.issues) byCode[i.code] = (byCode[i.code] ?? 0) + 1;
  await db.transaction(async (trx) => {
    const [created] = await trx('channel_member_imports')
      .insert({
        channel_id: channelId,
        created_by: adminId,
        file_name: demoImportFile,
        encoding,
        status: 'ready',
        progress: 100,
        counts: JSON.stringify({
          total: rows.length,
          valid: rows.length - invalid.length,
          invalid: invalid.length,
          existingAccounts: 0,
          byCode,
        }),
      })
      .returning('id');
    await trx('channel_member_import_rows').insert(
      rows.map((r) => ({
        import_id: created.id,
        line: r.line,
        email: r.email,
        cells: JSON.stringify(r.values),
        member: JSON.stringify(r.member),
        issues: JSON.stringify(r.issues),
        valid: !r.issues.length,
      })),
    );
  });
}
