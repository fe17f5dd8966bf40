import type { Catalogue } from '@seodang/sdk/common';

/** Messages of level tests (exam input validation and errors), ko/en/ja. */
export const levelMessages: Catalogue = {
  ko: {
    'assessment.validation.levelRequired': '레벨 테스트가 인증할 레벨을 입력해 주세요.',
    'assessment.validation.levelLength': '레벨 이름은 20자를 넘길 수 없습니다.',
    'assessment.validation.passScore': '합격 점수는 1 이상의 정수로 입력해 주세요.',
    'assessment.validation.passScoreOverTotal': '합격 점수는 시험 총점을 넘을 수 없습니다.',
    'assessment.validation.validityDays': '인증 유효 기간은 1일에서 3650일 사이의 정수로 입력해 주세요.',
    'assessment.error.not_level_test': '이 시험은 레벨 테스트가 아닙니다.',
  },
  en: {
    'assessment.validation.levelRequired': 'Please enter the level this level test certifies.',
    'assessment.validation.levelLength': 'The level name cannot exceed 20 characters.',
    'assessment.validation.passScore': 'Please enter the pass mark as a whole number of at least 1.',
    'assessment.validation.passScoreOverTotal': "The pass mark cannot exceed the exam's total points.",
    'assessment.validation.validityDays':
      'Please enter the validity period as a whole number of days from 1 to 3650.',
    'assessment.error.not_level_test': 'This exam is not a level test.',
  },
  ja: {
    'assessment.validation.levelRequired': 'レベルテストが認定するレベルを入力してください。',
    'assessment.validation.levelLength': 'レベル名は20文字を超えることはできません。',
    'assessment.validation.passScore': '合格点は1以上の整数で入力してください。',
    'assessment.validation.passScoreOverTotal': '合格点は試験の総点を超えることはできません。',
    'assessment.validation.validityDays': '認定の有効期間は1日から3650日までの整数で入力してください。',
    'assessment.error.not_level_test': 'この試験はレベルテストではありません。',
  },
};
