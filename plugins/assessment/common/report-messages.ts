import type { Catalogue } from '@seodang/sdk/common';

/** Errors of the report's submissions (a submission or a handed-in file that is not there), ko/en/ja. */
export const reportSubmissionMessages: Catalogue = {
  ko: {
    'assessment.error.submission_not_found': '이 수험자의 제출을 찾을 수 없습니다.',
    'assessment.error.submission_file_not_found': '제출한 파일을 찾을 수 없습니다.',
  },
  en: {
    'assessment.error.submission_not_found': "The examinee's submission was not found.",
    'assessment.error.submission_file_not_found': 'The submitted file was not found.',
  },
  ja: {
    'assessment.error.submission_not_found': 'この受験者の提出が見つかりません。',
    'assessment.error.submission_file_not_found': '提出されたファイルが見つかりません。',
  },
};
