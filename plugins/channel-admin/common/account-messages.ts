import type { Catalogue } from '@seodang/sdk/common';

/** The messages of made accounts and temporary testers, in ko, en and ja. */
export const accountMessages: Catalogue = {
  ko: {
    'channel-admin.error.too_many_accounts': '한 번에 25개 계정까지 만들 수 있습니다.',
    'channel-admin.error.duplicate_login_ids': '같은 아이디가 두 번 들어 있습니다.',
    'channel-admin.error.login_ids_taken': '이미 사용 중인 아이디입니다: {userIds}',
    'channel-admin.error.temp_prefix': '접두어는 2~40자의 영문, 숫자, . _ - 만 사용할 수 있습니다.',
    'channel-admin.error.not_created_account': '이 채널에서 만든 계정만 비밀번호를 다시 만들 수 있습니다.',
  },
  en: {
    'channel-admin.error.too_many_accounts': 'Create at most 25 accounts at a time.',
    'channel-admin.error.duplicate_login_ids': 'The same login ID appears twice.',
    'channel-admin.error.login_ids_taken': 'These login IDs are already taken: {userIds}',
    'channel-admin.error.temp_prefix':
      'The prefix must be 2–40 characters: Latin letters, digits, . _ and - only.',
    'channel-admin.error.not_created_account':
      'Only accounts created in this channel can have their password reset here.',
  },
  ja: {
    'channel-admin.error.too_many_accounts': '一度に作成できるアカウントは25件までです。',
    'channel-admin.error.duplicate_login_ids': '同じIDが2回含まれています。',
    'channel-admin.error.login_ids_taken': 'すでに使われているIDです: {userIds}',
    'channel-admin.error.temp_prefix': '接頭辞は2～40文字の英字、数字、. _ - のみ使用できます。',
    'channel-admin.error.not_created_account':
      'このチャンネルで作成したアカウントのみ、ここでパスワードを再発行できます。',
  },
};
