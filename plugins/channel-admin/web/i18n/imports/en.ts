import type { importsKo } from './ko.ts';

/** English texts of the CSV bulk invite. */
export const importsEn: typeof importsKo = {
  heading: 'Invite from a CSV file',
  lead: 'Download the template, put one member on each row and upload it. Check the result, then invite.',
  template: 'Download the template',
  file: 'CSV file',
  fileHint: 'UTF-8 or CP949 (Excel), at most 5 MB and 10,000 rows.',
  upload: 'Upload and check',
  checking: 'Checking the file… {{progress}}%',
  checked: 'The check is done.',
  failed: 'The file cannot be used: {{message}}',
  counts: '{{total}} rows · {{valid}} valid · {{invalid}} with errors · {{existing}} existing accounts',
  preview: 'Rows of {{file}}',
  show: { label: 'Rows shown', all: 'All rows', invalid: 'Rows with errors' },
  columns: { line: 'Row', email: 'E-mail', name: 'Name', group: 'Group', error: 'Error' },
  ok: 'OK',
  mode: {
    label: 'Rows with errors',
    skipBadRows: 'Skip them and invite the rest',
    allOrNothing: 'Invite only if every row is valid',
  },
  locale: 'Mail language',
  dryRun: 'Only check what would happen, invite nobody',
  commit: 'Invite',
  errorsCsv: 'Download the rows with errors (errors.csv)',
  dryRunResult: 'Dry run: {{invited}} would be invited and {{skipped}} rows skipped. Nothing was sent.',
  committed: 'Invited {{invited}}. Rows skipped: {{skipped}}',
  mailing: 'Invitation mails queued: {{queued}} / {{total}}',
};
