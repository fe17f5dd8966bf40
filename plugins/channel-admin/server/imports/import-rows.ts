import type { Knex, RegisterEnv } from '@seodang/sdk';
import type { ImportFailureCode, ImportRowIssue, ImportStatus } from '../../common/imports.ts';
import type { ImportMember } from './validate-rows.ts';

/** A channel_member_imports row as the routes read it. */
export interface MemberImportRow {
  id: number;
  channel_id: number;
  created_by: number | null;
  file_name: string;
  encoding: string | null;
  status: ImportStatus;
  progress: number;
  error_code: ImportFailureCode | null;
  counts: ImportCounts | null;
  commit_result: unknown;
  committed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What the validation found: rows in all, valid and not, accounts that exist, rows per issue. */
export interface ImportCounts {
  total: number;
  valid: number;
  invalid: number;
  existingAccounts: number;
  byCode: Partial<Record<ImportRowIssue['code'], number>>;
}

/** A channel_member_import_rows row. */
export interface ImportLineRow {
  line: number;
  email: string;
  cells: Record<string, string>;
  member: ImportMember;
  issues: ImportRowIssue[];
  valid: boolean;
}

/** The `member-import` scoped kind: import ids resolve in the request's channel only. */
export function registerImportKind(env: RegisterEnv): void {
  env.scopedKind<MemberImportRow>({
    kind: 'member-import',
    async find(db: Knex, ids, channelIndex) {
      if (channelIndex === null) return [];
      return db('channel_member_imports')
        .whereIn('id', ids)
        .where('channel_id', channelIndex)
        .select(
          'id',
          'channel_id',
          'created_by',
          'file_name',
          'encoding',
          'status',
          'progress',
          'error_code',
          'counts',
          'commit_result',
          'committed_at',
          'created_at',
          'updated_at',
        );
    },
  });
}
