import type { Catalogue } from '@seodang/sdk/common';

/** The plugin's messages (server errors and settings) in ko, en and ja. */
export const experienceMessages: Catalogue = {
  ko: {
    'experience.error.buff_not_found': '버프를 찾을 수 없습니다.',
    'experience.error.buff_active': '이미 사용 중인 버프가 있습니다.',
    'experience.error.not_enough_pieces': '조각이 부족합니다.',
    'experience.error.idempotency_key': 'Idempotency-Key 헤더가 필요합니다.',
    'experience.error.idempotency_key_reused': '이 Idempotency-Key는 다른 버프에 이미 쓰였습니다.',
    'experience.error.no_profile': '임시 응시자는 경험치 프로필이 없습니다.',
    'experience.settings.leaderboard': '경험치 순위표 보이기',
    'experience.settings.leaderboardHelp': '끄면 채널 구성원에게 순위표가 보이지 않습니다.',
  },
  en: {
    'experience.error.buff_not_found': 'The buff was not found.',
    'experience.error.buff_active': 'A buff is already active.',
    'experience.error.not_enough_pieces': 'You do not have enough pieces.',
    'experience.error.idempotency_key': 'An Idempotency-Key header is required.',
    'experience.error.idempotency_key_reused': 'This Idempotency-Key was already used for another buff.',
    'experience.error.no_profile': 'Temporary testers have no experience profile.',
    'experience.settings.leaderboard': 'Show the experience leaderboard',
    'experience.settings.leaderboardHelp': "When off, the channel's members see no leaderboard.",
  },
  ja: {
    'experience.error.buff_not_found': 'バフが見つかりません。',
    'experience.error.buff_active': 'すでに使用中のバフがあります。',
    'experience.error.not_enough_pieces': 'ピースが足りません。',
    'experience.error.idempotency_key': 'Idempotency-Key ヘッダーが必要です。',
    'experience.error.idempotency_key_reused': 'この Idempotency-Key は別のバフですでに使われています。',
    'experience.error.no_profile': '一時受験者には経験値プロフィールがありません。',
    'experience.settings.leaderboard': '経験値ランキングを表示',
    'experience.settings.leaderboardHelp': 'オフにするとチャンネルのメンバーにランキングが表示されません。',
  },
};
