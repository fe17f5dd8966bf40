import type { Catalogue } from '@seodang/sdk/common';

/** The badges' messages (errors and form checks) in ko, en and ja. */
export const badgeMessages: Catalogue = {
  ko: {
    'credentials.validation.badge_name': '배지 이름을 1~60자로 입력해 주세요.',
    'credentials.validation.badge_description': '설명을 1~200자로 입력해 주세요.',
    'credentials.validation.badge_criteria': '받는 조건을 1~500자로 입력해 주세요.',
    'credentials.validation.badge_image': '배지 이미지는 32KB 이하의 SVG여야 합니다.',
    'credentials.error.achievement_not_found': '배지를 찾을 수 없습니다.',
    'credentials.error.not_achievement_manager': '배지를 만든 선생님이나 채널 관리자만 할 수 있습니다.',
    'credentials.error.achievement_archived': '보관된 배지는 수여할 수 없습니다.',
    'credentials.error.badge_image_unsafe': '배지 이미지에서 그림을 찾을 수 없습니다.',
  },
  en: {
    'credentials.validation.badge_name': 'Enter a badge name of 1 to 60 characters.',
    'credentials.validation.badge_description': 'Enter a description of 1 to 200 characters.',
    'credentials.validation.badge_criteria': 'Enter how to earn it in 1 to 500 characters.',
    'credentials.validation.badge_image': 'The badge image must be an SVG of at most 32 KB.',
    'credentials.error.achievement_not_found': 'The badge was not found.',
    'credentials.error.not_achievement_manager':
      "Only the teacher who made the badge or the channel's admin can do this.",
    'credentials.error.achievement_archived': 'An archived badge cannot be awarded.',
    'credentials.error.badge_image_unsafe': 'No picture was found in the badge image.',
  },
  ja: {
    'credentials.validation.badge_name': 'バッジ名を1〜60文字で入力してください。',
    'credentials.validation.badge_description': '説明を1〜200文字で入力してください。',
    'credentials.validation.badge_criteria': '獲得条件を1〜500文字で入力してください。',
    'credentials.validation.badge_image': 'バッジ画像は32KB以下のSVGにしてください。',
    'credentials.error.achievement_not_found': 'バッジが見つかりません。',
    'credentials.error.not_achievement_manager': 'バッジを作成した先生かチャンネル管理者のみが操作できます。',
    'credentials.error.achievement_archived': 'アーカイブされたバッジは授与できません。',
    'credentials.error.badge_image_unsafe': 'バッジ画像に図形が見つかりません。',
  },
};
