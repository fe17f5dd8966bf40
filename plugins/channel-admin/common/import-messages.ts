import type { Catalogue } from '@seodang/sdk/common';

/** The CSV bulk invite's messages (spec §8 "CSV invite errors" and the row issues) in ko, en and ja. */
export const importMessages: Catalogue = {
  ko: {
    'channel-admin.import.error.no_file': '파일이 없습니다. CSV 파일을 선택하세요.',
    'channel-admin.import.error.not_csv': 'CSV 파일이 아닙니다.',
    'channel-admin.import.error.malformed_csv':
      '파일 내용의 형식이 올바르지 않습니다. 양식의 열 순서를 확인하세요.',
    'channel-admin.import.error.invalid_email': '이메일 형식이 올바르지 않습니다.',
    'channel-admin.import.error.some_invalid_emails': '일부 이메일의 형식이 올바르지 않습니다. ({count}행)',
    'channel-admin.import.error.duplicate_emails': '중복된 이메일이 있습니다. ({count}행)',
    'channel-admin.import.error.read_failed': '파일을 읽지 못했습니다.',
    'channel-admin.import.error.signed_up_accounts_exist': '이미 가입한 계정이 있습니다. ({count}행)',
    'channel-admin.import.error.unknown_error': '알 수 없는 오류가 발생했습니다.',
    'channel-admin.import.error.too_many_rows': '한 파일에 10,000행까지 올릴 수 있습니다.',
    'channel-admin.import.error.file_too_large': '파일은 {mb}MB를 넘을 수 없습니다.',
    'channel-admin.import.error.import_not_found': '가져오기를 찾을 수 없습니다.',
    'channel-admin.import.error.import_not_ready': '아직 검사가 끝나지 않았거나 실패한 가져오기입니다.',
    'channel-admin.import.error.import_has_errors': '오류가 있는 행이 있습니다. ({count}행)',
    'channel-admin.import.row.invalid_email': '이메일 형식이 올바르지 않습니다.',
    'channel-admin.import.row.duplicate_emails': '표 안에서 이메일이 중복됩니다.',
    'channel-admin.import.row.signed_up_accounts_exist': '이미 이 채널에 가입했거나 초대된 계정입니다.',
    'channel-admin.import.row.duplicate_student_number': '학년도·학년·반·번호가 다른 행과 같습니다.',
    'channel-admin.import.row.invalid_value': '{column} 값이 올바르지 않습니다.',
  },
  en: {
    'channel-admin.import.error.no_file': 'No file. Choose a CSV file.',
    'channel-admin.import.error.not_csv': 'This is not a CSV file.',
    'channel-admin.import.error.malformed_csv':
      "The file's contents are malformed. Check the columns against the template's order.",
    'channel-admin.import.error.invalid_email': 'Invalid e-mail.',
    'channel-admin.import.error.some_invalid_emails': 'Some e-mails are invalid. ({count} rows)',
    'channel-admin.import.error.duplicate_emails': 'There are duplicate e-mails. ({count} rows)',
    'channel-admin.import.error.read_failed': 'Failed to read the file.',
    'channel-admin.import.error.signed_up_accounts_exist': 'Signed-up accounts exist. ({count} rows)',
    'channel-admin.import.error.unknown_error': 'An unknown error occurred.',
    'channel-admin.import.error.too_many_rows': 'A file may hold at most 10,000 rows.',
    'channel-admin.import.error.file_too_large': 'The file may not be larger than {mb} MB.',
    'channel-admin.import.error.import_not_found': 'This import was not found.',
    'channel-admin.import.error.import_not_ready': 'This import is still being checked, or it failed.',
    'channel-admin.import.error.import_has_errors': 'Some rows have errors. ({count} rows)',
    'channel-admin.import.row.invalid_email': 'Invalid e-mail.',
    'channel-admin.import.row.duplicate_emails': 'This e-mail appears earlier in the table.',
    'channel-admin.import.row.signed_up_accounts_exist':
      'This account has already joined or been invited to the channel.',
    'channel-admin.import.row.duplicate_student_number':
      'The school year, grade, class and number are the same as in another row.',
    'channel-admin.import.row.invalid_value': 'The value of {column} is invalid.',
  },
  ja: {
    'channel-admin.import.error.no_file': 'ファイルがありません。CSVファイルを選択してください。',
    'channel-admin.import.error.not_csv': 'CSVファイルではありません。',
    'channel-admin.import.error.malformed_csv':
      'ファイルの内容の形式が正しくありません。テンプレートの列の順序を確認してください。',
    'channel-admin.import.error.invalid_email': 'メールアドレスの形式が正しくありません。',
    'channel-admin.import.error.some_invalid_emails':
      '一部のメールアドレスの形式が正しくありません。({count}行)',
    'channel-admin.import.error.duplicate_emails': '重複したメールアドレスがあります。({count}行)',
    'channel-admin.import.error.read_failed': 'ファイルを読み込めませんでした。',
    'channel-admin.import.error.signed_up_accounts_exist': '登録済みのアカウントがあります。({count}行)',
    'channel-admin.import.error.unknown_error': '不明なエラーが発生しました。',
    'channel-admin.import.error.too_many_rows': '1つのファイルは10,000行までです。',
    'channel-admin.import.error.file_too_large': 'ファイルは{mb}MBを超えられません。',
    'channel-admin.import.error.import_not_found': 'インポートが見つかりません。',
    'channel-admin.import.error.import_not_ready': 'このインポートは確認中か、失敗しています。',
    'channel-admin.import.error.import_has_errors': 'エラーのある行があります。({count}行)',
    'channel-admin.import.row.invalid_email': 'メールアドレスの形式が正しくありません。',
    'channel-admin.import.row.duplicate_emails': 'このメールアドレスは表の前の行にもあります。',
    'channel-admin.import.row.signed_up_accounts_exist':
      'すでにこのチャンネルに参加済みか招待済みのアカウントです。',
    'channel-admin.import.row.duplicate_student_number': '年度・学年・クラス・出席番号が他の行と同じです。',
    'channel-admin.import.row.invalid_value': '{column}の値が正しくありません。',
  },
};
