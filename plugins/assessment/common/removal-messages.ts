import type { Catalogue } from '@seodang/sdk/common';

/** Messages of removing exam members and deleting an exam in Manage Assessment, ko/en/ja. */
export const removalMessages: Catalogue = {
  ko: {
    'assessment.error.member_not_found': '이 시험의 응시자나 감독관이 아닙니다.',
    'assessment.error.examinee_started':
      '이미 시험을 시작한 응시자는 뺄 수 없습니다. 답안과 응시 기록은 증거로 보관됩니다.',
    'assessment.error.exam_started': '응시자 {count}명이 이미 시험을 시작해 시험을 삭제할 수 없습니다.',
    'assessment.error.assessment_started':
      "'{exam}' 시험을 응시자 {count}명이 이미 시작해 평가를 삭제할 수 없습니다. 답안과 응시 기록은 증거로 보관됩니다.",
  },
  en: {
    'assessment.error.member_not_found': 'This user is not an examinee or a supervisor of the exam.',
    'assessment.error.examinee_started':
      'An examinee who has already started the exam cannot be removed. Their answers and exam records are kept as evidence.',
    'assessment.error.exam_started':
      'This exam cannot be deleted. Examinees who have already started it: {count}.',
    'assessment.error.assessment_started':
      'This assessment cannot be deleted. Examinees who have already started its exam “{exam}”: {count}. Their answers and exam records are kept as evidence.',
  },
  ja: {
    'assessment.error.member_not_found': 'この試験の受験者または監督者ではありません。',
    'assessment.error.examinee_started':
      'すでに試験を開始した受験者は外せません。解答と受験記録は証拠として保管されます。',
    'assessment.error.exam_started': '受験者{count}名がすでに試験を開始しているため、試験を削除できません。',
    'assessment.error.assessment_started':
      '試験「{exam}」を受験者{count}名がすでに開始しているため、評価を削除できません。解答と受験記録は証拠として保管されます。',
  },
};
