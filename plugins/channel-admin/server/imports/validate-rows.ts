import { z } from 'zod';
import type { ImportColumn, ImportRowIssue } from '../../common/imports.ts';
import type { CsvRow } from './parse-csv.ts';

/** What a valid row makes of the member: their profile as the memberships service takes it. */
export interface ImportMember {
  name: string | null;
  group: string | null;
  canChangeOwnInfo: boolean;
  profile: Record<string, string>;
  departments: string | null;
  additionalInfo: string | null;
}

/** One row after the rules: the address (lower case) and member, or its issues. */
export interface CheckedRow {
  line: number;
  email: string;
  values: CsvRow['values'];
  member: ImportMember;
  issues: ImportRowIssue[];
}

/** zod's e-mail rule (the one `z.email()` checks), run as a bare regex over up to 10,000 rows. */
const emailPattern = z.regexes.email;
const isEmail = (value: string) => value.length <= 320 && emailPattern.test(value);
const profileColumns = [
  'schoolYear',
  'schoolGrade',
  'schoolClass',
  'schoolNumber',
  'univMajor',
  'univNumber',
  'corpDept',
  'corpNumber',
] as const satisfies readonly ImportColumn[];

/** Longest value of each free-text column (as the member's profile stores them). */
const maxLength: Partial<Record<ImportColumn, number>> = {
  name: 50,
  departments: 200,
  additionalInfo: 500,
  ...Object.fromEntries(profileColumns.map((c) => [c, 50])),
};

const yes = new Set(['y', 'yes', 'true', '1', 'o', '예', '네', '허용', 'はい', '許可', 'allowed']);
const no = new Set([
  'n',
  'no',
  'false',
  '0',
  'x',
  '아니오',
  '아니요',
  '불가',
  'いいえ',
  '不可',
  'notallowed',
]);

/** The can-change-own-info cell: left out means not allowed (spec §5); an unknown word is an issue. */
function readFlag(cell: string | undefined): boolean | null {
  if (!cell) return false;
  const word = cell.replace(/\s/g, '').toLowerCase();
  if (yes.has(word)) return true;
  if (no.has(word)) return false;
  return null;
}

/** A group name kept as it is, or the default group (null) when missing or unusable (spec §5). */
function readGroup(cell: string | undefined): string | null {
  if (!cell || cell.length > 100 || /\p{Cc}/u.test(cell)) return null;
  return cell;
}

/** The student's year/grade/class/number when all four are given, else null. */
function studentKey(values: CsvRow['values']): string | null {
  const parts = [values.schoolYear, values.schoolGrade, values.schoolClass, values.schoolNumber];
  return parts.every(Boolean) ? parts.join('\u0000') : null;
}

/**
 * The §5 rules over the whole table, without the database: well-formed e-mails that do not
 * repeat, unique student year/grade/class/number, the can-change-own-info flag, lengths, and
 * addresses already in the channel (`inChannel`: members and open invitations, lower case) as
 * `signed_up_accounts_exist`. A repeat is marked on the later rows, so the first can still go.
 */
export function validateRows(rows: readonly CsvRow[], inChannel: ReadonlySet<string>): CheckedRow[] {
  const seenEmails = new Set<string>();
  const seenStudents = new Set<string>();
  return rows.map(({ line, values }) => {
    const issues: ImportRowIssue[] = [];
    const email = (values.email ?? '').toLowerCase();
    if (!isEmail(email)) issues.push({ code: 'invalid_email' });
    else if (seenEmails.has(email)) issues.push({ code: 'duplicate_emails' });
    else {
      seenEmails.add(email);
      if (inChannel.has(email)) issues.push({ code: 'signed_up_accounts_exist' });
    }
    const student = studentKey(values);
    if (student && seenStudents.has(student)) issues.push({ code: 'duplicate_student_number' });
    else if (student) seenStudents.add(student);
    for (const [column, max] of Object.entries(maxLength) as [ImportColumn, number][])
      if ((values[column]?.length ?? 0) > max) issues.push({ code: 'invalid_value', column });
    const canChangeOwnInfo = readFlag(values.canChangeOwnInfo);
    if (canChangeOwnInfo === null) issues.push({ code: 'invalid_value', column: 'canChangeOwnInfo' });
    const profile: Record<string, string> = {};
    for (const column of profileColumns) if (values[column]) profile[column] = values[column];
    return {
      line,
      email,
      values,
      issues,
      member: {
        name: values.name ?? null,
        group: readGroup(values.groupName),
        canChangeOwnInfo: canChangeOwnInfo ?? false,
        profile,
        departments: values.departments ?? null,
        additionalInfo: values.additionalInfo ?? null,
      },
    };
  });
}
