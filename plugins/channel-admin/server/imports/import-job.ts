import { z } from 'zod';
import { defineJob, type Knex, type RegisterEnv } from '@seodang/sdk';
import type { ImportRowIssue } from '../../common/imports.ts';
import { channelAddresses } from './channel-addresses.ts';
import { ImportFailure } from './import-failure.ts';
import type { ImportCounts } from './import-rows.ts';
import { readCsvFile } from './check-file.ts';
import { validateRows, type CheckedRow } from './validate-rows.ts';

/** Validates one uploaded file: decode, parse, the §5 rules, the rows stored with their issues. */
export const validateImportJob = defineJob(
  'channel-admin.validate-import',
  z.object({ importId: z.number().int() }),
);

const attempts = 2;
const batchSize = 500;

function countsOf(rows: readonly CheckedRow[], accounts: ReadonlyMap<string, number>): ImportCounts {
  const byCode: ImportCounts['byCode'] = {};
  for (const row of rows)
    for (const code of new Set(row.issues.map((i: ImportRowIssue) => i.code)))
      byCode[code] = (byCode[code] ?? 0) + 1;
  const invalid = rows.filter((r) => r.issues.length).length;
  return {
    total: rows.length,
    valid: rows.length - invalid,
    invalid,
    existingAccounts: rows.filter((r) => !r.issues.length && accounts.has(r.email)).length,
    byCode,
  };
}

async function fail(db: Knex, importId: number, code: string): Promise<void> {
  await db('channel_member_imports')
    .where({ id: importId, status: 'validating' })
    .update({ status: 'failed', error_code: code, file_bytes: null, updated_at: db.fn.now() });
}

/**
 * The job: reads the stored upload, checks it and writes its rows in batches, reporting progress
 * on the import (what `GET /api/channel/imports/{id}` shows). A file that cannot be used fails the
 * import with its §8 code; a crash on the last attempt fails it with `unknown_error`. Running it
 * again after a crash starts the rows over.
 */
export function registerImportJob(env: RegisterEnv): void {
  env.job(
    validateImportJob,
    async ({ importId }, job, { db }) => {
      const upload = await db('channel_member_imports')
        .where({ id: importId, status: 'validating' })
        .first('channel_id', 'file_bytes');
      if (!upload) return { skipped: true };
      const progress = async (percent: number) => {
        await db('channel_member_imports')
          .where({ id: importId })
          .update({ progress: percent, updated_at: db.fn.now() });
        await job.progress(percent);
      };
      try {
        if (!upload.file_bytes) throw new Error(`import ${importId} has no file to validate`);
        const { encoding, rows } = readCsvFile(upload.file_bytes);
        await progress(10);
        const { inChannel, accounts } = await channelAddresses(
          db,
          upload.channel_id,
          rows.map((r) => (r.values.email ?? '').toLowerCase()),
        );
        const checked = validateRows(rows, inChannel);
        await progress(20);
        await db('channel_member_import_rows').where({ import_id: importId }).delete();
        for (let i = 0; i < checked.length; i += batchSize) {
          await db('channel_member_import_rows').insert(
            checked.slice(i, i + batchSize).map((r) => ({
              import_id: importId,
              line: r.line,
              email: r.email.slice(0, 320),
              cells: JSON.stringify(r.values),
              member: JSON.stringify(r.member),
              issues: JSON.stringify(r.issues),
              valid: !r.issues.length,
            })),
          );
          await progress(
            20 + Math.floor((80 * Math.min(i + batchSize, checked.length)) / checked.length) - 1,
          );
        }
        await db('channel_member_imports')
          .where({ id: importId, status: 'validating' })
          .update({
            status: 'ready',
            progress: 100,
            encoding,
            counts: JSON.stringify(countsOf(checked, accounts)),
            file_bytes: null,
            updated_at: db.fn.now(),
          });
        return { rows: checked.length };
      } catch (error) {
        if (error instanceof ImportFailure) {
          await fail(db, importId, error.code);
          return { failed: error.code };
        }
        if (job.attempt >= attempts) await fail(db, importId, 'unknown_error');
        throw error;
      }
    },
    { attempts, backoffMs: 1000 },
  );
}
