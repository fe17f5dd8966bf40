import type { importsKo } from './ko.ts';

/** Japanese texts of the CSV bulk invite. */
export const importsJa: typeof importsKo = {
  heading: 'CSVファイルで一括招待',
  lead: 'テンプレートをダウンロードし、1行に1人ずつ記入してアップロードしてください。確認結果を見てから招待します。',
  template: 'テンプレートをダウンロード',
  file: 'CSVファイル',
  fileHint: 'UTF-8またはCP949(Excel)、5MB・10,000行まで。',
  upload: 'アップロードして確認',
  checking: 'ファイルを確認しています… {{progress}}%',
  checked: '確認が終わりました。',
  failed: 'ファイルを使用できません: {{message}}',
  counts: '全{{total}}行 · 正常{{valid}}行 · エラー{{invalid}}行 · 既存アカウント{{existing}}件',
  preview: '{{file}}の行',
  show: { label: '表示する行', all: 'すべての行', invalid: 'エラーのある行' },
  columns: { line: '行', email: 'メールアドレス', name: '氏名', group: 'グループ', error: 'エラー' },
  ok: '正常',
  mode: {
    label: 'エラーのある行',
    skipBadRows: 'エラーのある行を除いて残りを招待',
    allOrNothing: 'すべての行が正常な場合のみ招待',
  },
  locale: 'メールの言語',
  dryRun: '招待せずに結果だけ確認',
  commit: '招待する',
  errorsCsv: 'エラーのある行をダウンロード(errors.csv)',
  dryRunResult: '確認のみ: {{invited}}人を招待し、{{skipped}}行を除きます。何も送信していません。',
  committed: '{{invited}}人を招待しました。除いた行: {{skipped}}',
  mailing: '招待メールの送信: {{queued}} / {{total}}',
};
