import type { ko } from './ko.ts';

/** Japanese texts of the plugin's namespace 'credentials'. */
export const ja: Record<keyof typeof ko, string> = {
  verifyTitle: '資格情報の確認',
  verifyIntro:
    '受け取った証明書やバッジの署名付き資格情報を貼り付けるか、ファイルをドロップすると、本物かどうかを確認します。',
  pasteLabel: '資格情報（VC-JWT）',
  pasteHelp: 'eyJで始まる長い文字列を貼り付けるか、ファイルをこの枠にドロップしてください。',
  verify: '確認する',
  checksTitle: '確認項目',
  passed: '合格',
  failed: '不合格',
  'check.format': '形式',
  'check.signature': '署名（発行者の公開鍵）',
  'check.schema': 'Open Badges 3.0 スキーマ',
  'check.validity': '有効期間',
  'check.status': '取り消し',
  'state.valid': '有効',
  'state.revoked': '取り消し済み',
  'state.expired': '期限切れ',
  'state.invalid': '無効',
  revokedOn: '{{date}}に取り消し · 理由: {{reason}}',
};
