import { z } from 'zod';
import type { Locale } from '@seodang/sdk/common';

/**
 * The CSV bulk invite's columns in their fixed order (spec §5 "CSV bulk invite"): the template
 * has them, and an uploaded file's header must list them in this order (trailing ones may be
 * left out).
 */
export const importColumns = [
  'email',
  'name',
  'groupName',
  'canChangeOwnInfo',
  'schoolYear',
  'schoolGrade',
  'schoolClass',
  'schoolNumber',
  'univMajor',
  'univNumber',
  'corpDept',
  'corpNumber',
  'departments',
  'additionalInfo',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** The columns' headers in each language, as the template writes them. */
export const importHeaders: Record<Locale, Record<ImportColumn, string>> = {
  ko: {
    email: '이메일',
    name: '이름',
    groupName: '그룹',
    canChangeOwnInfo: '본인 정보 수정 허용',
    schoolYear: '학년도',
    schoolGrade: '학년',
    schoolClass: '반',
    schoolNumber: '번호',
    univMajor: '전공',
    univNumber: '학번',
    corpDept: '부서',
    corpNumber: '사번',
    departments: '소속',
    additionalInfo: '추가 정보',
  },
  en: {
    email: 'E-mail',
    name: 'Name',
    groupName: 'Group',
    canChangeOwnInfo: 'Can change own info',
    schoolYear: 'School year',
    schoolGrade: 'Grade',
    schoolClass: 'Class',
    schoolNumber: 'Number',
    univMajor: 'Major',
    univNumber: 'Student ID',
    corpDept: 'Department',
    corpNumber: 'Employee number',
    departments: 'Departments',
    additionalInfo: 'Additional info',
  },
  ja: {
    email: 'メールアドレス',
    name: '氏名',
    groupName: 'グループ',
    canChangeOwnInfo: '本人による情報変更',
    schoolYear: '年度',
    schoolGrade: '学年',
    schoolClass: 'クラス',
    schoolNumber: '出席番号',
    univMajor: '専攻',
    univNumber: '学籍番号',
    corpDept: '部署',
    corpNumber: '社員番号',
    departments: '所属',
    additionalInfo: '追加情報',
  },
};

/**
 * The spec's CSV invite errors (§8), one code each. `no_file` and `not_csv` refuse the upload;
 * `malformed_csv`, `read_failed` and `unknown_error` fail the import; `invalid_email`,
 * `duplicate_emails` and `signed_up_accounts_exist` mark rows; `some_invalid_emails`,
 * `duplicate_emails` and `signed_up_accounts_exist` refuse an all-or-nothing commit.
 */
export const csvInviteErrors = [
  'no_file',
  'not_csv',
  'malformed_csv',
  'invalid_email',
  'some_invalid_emails',
  'duplicate_emails',
  'read_failed',
  'signed_up_accounts_exist',
  'unknown_error',
] as const;
export type CsvInviteError = (typeof csvInviteErrors)[number];

/** Why an import failed as a whole: a §8 code, or more rows than one file may hold. */
export type ImportFailureCode = CsvInviteError | 'too_many_rows';

/** Why one row cannot be invited; the §8 codes plus the §5 rules that are not e-mail rules. */
export const importRowErrors = [
  'invalid_email',
  'duplicate_emails',
  'signed_up_accounts_exist',
  'duplicate_student_number',
  'invalid_value',
] as const;
export type ImportRowError = (typeof importRowErrors)[number];

/** A row's problem: its code and, for `invalid_value`, the column. */
export interface ImportRowIssue {
  code: ImportRowError;
  column?: ImportColumn;
}

/** Where an import is: validated by a job, then ready to commit (or failed), then committed. */
export type ImportStatus = 'validating' | 'ready' | 'failed' | 'committed';

/** Rows one file may hold. */
export const maxImportRows = 10_000;
/** Bytes one uploaded file may hold (5 MB). */
export const maxImportBytes = 5 * 1024 * 1024;

/** How a commit treats rows with errors: refuse the whole import, or invite the good rows only. */
export const importCommitModes = ['allOrNothing', 'skipBadRows'] as const;
export type ImportCommitMode = (typeof importCommitModes)[number];

/** The commit's body: the mode, a dry run (checks everything, writes nothing), the mail's language and validity. */
export const importCommitSchema = z.object({
  mode: z.enum(importCommitModes).default('allOrNothing'),
  dryRun: z.boolean().default(false),
  locale: z.enum(['ko', 'en', 'ja']).default('ko'),
  /** Left out: the channel's default expiration. */
  validDays: z.number().int().min(1).max(365).optional(),
});
export type ImportCommitInput = z.output<typeof importCommitSchema>;
