import type { Catalogue } from '@seodang/sdk/common';

/** The supervision plugin's server messages, ko/en/ja. */
export const supervisionMessages: Catalogue = {
  ko: {
    'supervision.error.group_not_found': '감독 그룹을 찾을 수 없습니다.',
    'supervision.error.group_full': '한 그룹에는 최대 24명까지 배정할 수 있습니다.',
    'supervision.error.unknown_user': '시험 대상자가 아닌 사용자가 있습니다.',
  },
  en: {
    'supervision.error.group_not_found': 'The supervision group was not found.',
    'supervision.error.group_full': 'A group can hold at most 24 users.',
    'supervision.error.unknown_user': 'Some users are not part of this exam.',
  },
  ja: {
    'supervision.error.group_not_found': '監督グループが見つかりません。',
    'supervision.error.group_full': '1つのグループには最大24名まで割り当てられます。',
    'supervision.error.unknown_user': 'この試験の対象ではないユーザーが含まれています。',
  },
};
