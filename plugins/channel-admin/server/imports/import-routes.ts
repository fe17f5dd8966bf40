import { z } from 'zod';
import { AppError, managerRight, sendAttachment, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { importCommitSchema, maxImportBytes } from '../../common/imports.ts';
import { channelOf } from '../invitations/send-mail-invitations.ts';
import { commitImport } from './commit-import.ts';
import { errorsCsv, issueMessage, templateCsv } from './import-csv-files.ts';
import { validateImportJob } from './import-job.ts';
import type { ImportLineRow, MemberImportRow } from './import-rows.ts';
import { readCsvUpload } from './read-upload.ts';

const tags = ['channels'];
/** The same people who may invite by mail: channel admins holding the right to send invitation mail. */
const inviters = managerRight('sendInvitationEmail');
const idParams = z.object({ id: idSchema });
const previewQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  rows: z.enum(['all', 'invalid']).default('all'),
});
const pageSize = 50;
/** A check with no progress for this long is queued again (the job id keeps it to one run). */
const staleMs = 60_000;
const csvType = 'text/csv; charset=utf-8';

const notFoundAs = { code: 'import_not_found', messageKey: 'channel-admin.import.error.import_not_found' };
const byId = (rc: RequestContext, id: number) =>
  rc.inChannel<MemberImportRow>('member-import', id, notFoundAs);

/** An import as the screen shows it: status, progress, counts, the failure and the commit's result. */
function presentImport(rc: RequestContext, row: MemberImportRow) {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    progress: row.progress,
    encoding: row.encoding,
    error: row.error_code
      ? { code: row.error_code, message: rc.t(`channel-admin.import.error.${row.error_code}`) }
      : null,
    counts: row.counts,
    result: row.commit_result ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** How many of a committed import's invitations the mail job has queued so far. */
async function mailProgress(rc: RequestContext, importId: number) {
  const [counts] = await rc
    .db('channel_invitations')
    .where({ import_id: importId })
    .select(rc.db.raw('count(*)::int as total'), rc.db.raw('count(mail_id)::int as queued'));
  return counts as { total: number; queued: number };
}

/** The CSV bulk invite (spec §5, §8): template, upload, validation status and preview, commit, error rows. */
export function registerImportRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/channel/imports/template.csv',
    summary:
      'The CSV bulk invite template: the header row in the caller’s language, columns in the fixed order (admin)',
    tags,
    access: inviters,
    handler(_input, rc) {
      channelOf(rc);
      const name = {
        ko: '회원-초대-양식.csv',
        en: 'member-invite-template.csv',
        ja: 'メンバー招待テンプレート.csv',
      };
      sendAttachment(rc, name[rc.locale], Buffer.from(templateCsv(rc.locale)), {
        type: csvType,
        fallback: 'member-invite-template.csv',
      });
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/imports',
    summary:
      'Upload a CSV of members to invite (multipart/form-data, field `file`, at most 5 MB, UTF-8 or CP949); a job validates it (admin)',
    tags,
    access: inviters,
    // No `body`: the upload is streamed through busboy here, never buffered whole by core.
    async handler(_input, rc) {
      const channel = channelOf(rc);
      const file = await readCsvUpload(rc);
      const [row] = await rc
        .db('channel_member_imports')
        .insert({
          channel_id: channel.index,
          created_by: rc.requireUser().id,
          file_name: file.name,
          file_bytes: file.bytes,
        })
        .returning('id');
      await rc.enqueue(validateImportJob, { importId: row.id }, { jobId: `member-import-${row.id}` });
      rc.status(202);
      return { data: { id: row.id, status: 'validating', maxBytes: maxImportBytes } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/imports/:id',
    summary:
      'An import: status, progress, counts, failure, commit result, and a page of its rows with their errors (admin)',
    tags,
    access: inviters,
    params: idParams,
    query: previewQuery,
    async handler({ params, query }, rc) {
      const row = await byId(rc, params.id);
      // An upload whose job was never queued (Redis away at that moment) is queued again.
      if (row.status === 'validating' && Date.now() - row.updated_at.getTime() > staleMs)
        await rc.enqueue(validateImportJob, { importId: row.id }, { jobId: `member-import-${row.id}` });
      const lines = rc.db('channel_member_import_rows').where({ import_id: row.id });
      if (query.rows === 'invalid') lines.where({ valid: false });
      const [{ count }] = await lines.clone().count({ count: '*' });
      const page: ImportLineRow[] = await lines
        .orderBy('line')
        .offset((query.page - 1) * pageSize)
        .limit(pageSize);
      return {
        data: {
          ...presentImport(rc, row),
          mail: row.status === 'committed' ? await mailProgress(rc, row.id) : null,
          rows: {
            total: Number(count),
            page: query.page,
            pageSize,
            items: page.map((line) => ({
              line: line.line,
              email: line.email,
              name: line.member.name,
              group: line.member.group,
              valid: line.valid,
              errors: line.issues.map((issue) => ({ ...issue, message: issueMessage(rc, issue) })),
            })),
          },
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/imports/:id/commit',
    summary:
      'Commit a validated import in one transaction: all or nothing, or skipping bad rows; dry run; a second commit answers the same result (admin)',
    tags,
    access: inviters,
    params: idParams,
    body: importCommitSchema,
    async handler({ params, body }, rc) {
      const row = await byId(rc, params.id);
      return { data: await commitImport(rc, row, body) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/channel/imports/:id/errors.csv',
    summary: 'The import’s bad rows as uploaded with an error column, to fix and upload again (admin)',
    tags,
    access: inviters,
    params: idParams,
    async handler({ params }, rc) {
      const row = await byId(rc, params.id);
      if (row.status === 'validating' || row.status === 'failed')
        throw new AppError(409, 'import_not_ready', 'channel-admin.import.error.import_not_ready');
      const bad: ImportLineRow[] = await rc
        .db('channel_member_import_rows')
        .where({ import_id: row.id, valid: false })
        .orderBy('line');
      const base = row.file_name.replace(/\.csv$/i, '');
      sendAttachment(rc, `${base}-errors.csv`, Buffer.from(errorsCsv(rc, bad)), {
        type: csvType,
        fallback: 'import-errors.csv',
      });
    },
  });
}
