// The file check without I/O: encodings, the header in each language, the §5 row rules.
import test from 'ava';
import iconv from 'iconv-lite';
import { checkCsvFile } from './check-file.ts';
import type { ImportFailure } from './import-failure.ts';

const codesOf = (bytes: Uint8Array | string, inChannel: string[] = []) =>
  checkCsvFile(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, new Set(inChannel)).rows.map((r) =>
    r.issues.map((i) => (i.column ? `${i.code}:${i.column}` : i.code)),
  );

test('the header may be in Korean, English or Japanese, and may stop before the last columns', (t) => {
  for (const header of [
    '이메일,이름',
    'E-mail,Name',
    'メールアドレス,氏名',
    'email, name ',
    '*이메일,이름',
  ]) {
    const { rows } = checkCsvFile(Buffer.from(`${header}\nkim@example.com,김민수`));
    t.like(
      rows[0],
      { email: 'kim@example.com', member: { name: '김민수', canChangeOwnInfo: false } },
      header,
    );
  }
  const error = t.throws(() => checkCsvFile(Buffer.from('이름,이메일\n김민수,kim@example.com')));
  t.is((error as ImportFailure).code, 'malformed_csv');
});

test('UTF-16 with its BOM and EUC-KR are read; bytes that are no text fail with read_failed', (t) => {
  const text = '이메일,이름\nkim@example.com,김민수';
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]);
  t.is(checkCsvFile(utf16).rows[0].member.name, '김민수');
  t.is(checkCsvFile(iconv.encode(text, 'euc-kr')).encoding, 'CP949');
  const error = t.throws(() => checkCsvFile(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00])));
  t.is((error as ImportFailure).code, 'read_failed');
});

test('the §5 rules mark rows: addresses, repeats, student numbers, the flag, lengths', (t) => {
  const header = 'email,name,groupName,canChangeOwnInfo,schoolYear,schoolGrade,schoolClass,schoolNumber';
  const csv = [
    header,
    'a@example.com,A,,예,2026,1,1,1',
    'member@example.com,B,,,2026,1,1,1',
    'A@EXAMPLE.COM,C,,아니오,,,,',
    ',D,,,,,,',
    `e@example.com,${'E'.repeat(51)},,maybe,2026,1,1,2`,
  ].join('\n');
  t.deepEqual(codesOf(csv, ['member@example.com']), [
    [],
    ['signed_up_accounts_exist', 'duplicate_student_number'],
    ['duplicate_emails'],
    ['invalid_email'],
    ['invalid_value:name', 'invalid_value:canChangeOwnInfo'],
  ]);
  const { rows } = checkCsvFile(Buffer.from(csv));
  t.true(rows[0].member.canChangeOwnInfo);
  t.deepEqual(rows[0].member.profile, {
    schoolYear: '2026',
    schoolGrade: '1',
    schoolClass: '1',
    schoolNumber: '1',
  });
});
