import type { mailKo } from './ko.ts';

/** Japanese texts of /admin/mail. */
export const mailJa: typeof mailKo = {
  lead: 'チャンネルが送信したメールと配信状況です。失敗または返送されたメールは再送できます。',
  section: {
    heading: 'メール',
    lead: '送信したメールの配信状況を確認し、失敗したメールを再送します。',
    link: 'メールを見る',
  },
  filter: '状態',
  any: 'すべて',
  list: '送信済みメール',
  empty: '送信したメールはありません。',
  to: '宛先',
  subject: '件名',
  kind: '種類',
  status: '状態',
  reply: 'サーバーの応答',
  created: '送信日時',
  attempts: '{{count}}回試行',
  actions: '操作',
  retry: '再送する',
  retried: '{{to}} に再送します。',
  statuses: { queued: '送信待ち', sent: '送信済み', failed: '失敗', bounced: '返送' },
  kinds: {
    invitation: '招待',
    'join-request': '参加リクエスト',
    'join-accepted': '参加承認',
    other: 'その他',
  },
};
