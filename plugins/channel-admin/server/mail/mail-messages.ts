import type { Catalogue } from '@seodang/sdk/common';

/** The errors of the channel's mail routes, in ko, en and ja. */
export const channelMailMessages: Catalogue = {
  ko: {
    'channel-admin.error.mail_not_found': '메일을 찾을 수 없습니다.',
    'channel-admin.error.mail_not_retryable': '실패했거나 반송된 메일만 다시 보낼 수 있습니다.',
  },
  en: {
    'channel-admin.error.mail_not_found': 'This mail was not found.',
    'channel-admin.error.mail_not_retryable': 'Only a failed or bounced mail can be sent again.',
  },
  ja: {
    'channel-admin.error.mail_not_found': 'メールが見つかりません。',
    'channel-admin.error.mail_not_retryable': '失敗または返送されたメールのみ再送できます。',
  },
};
