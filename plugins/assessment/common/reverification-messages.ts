import type { Catalogue } from '@seodang/sdk/common';

/** Messages of level reverification requests (validation and refusals), ko/en/ja. */
export const reverificationMessages: Catalogue = {
  ko: {
    'assessment.validation.reverificationUser': '재인증을 요청할 응시자를 골라 주세요.',
    'assessment.validation.reverificationReason': '재인증을 요청하는 이유를 입력해 주세요.',
    'assessment.validation.reverificationReasonLength': '이유는 500자를 넘길 수 없습니다.',
    'assessment.validation.retakeExam': '재인증을 받을 레벨 테스트를 골라 주세요.',
    'assessment.error.reverification_not_allowed':
      '합격 또는 불합격으로 끝난 응시에만 재인증을 요청할 수 있습니다.',
    'assessment.error.retake_exam_invalid':
      '재인증은 같은 레벨의, 아직 끝나지 않은, 직접 관리하는 다른 레벨 테스트에서만 받을 수 있습니다.',
  },
  en: {
    'assessment.validation.reverificationUser': 'Please choose the examinee to ask for reverification.',
    'assessment.validation.reverificationReason': 'Please enter the reason for the reverification request.',
    'assessment.validation.reverificationReasonLength': 'The reason cannot exceed 500 characters.',
    'assessment.validation.retakeExam': 'Please choose the level test for reverification.',
    'assessment.error.reverification_not_allowed':
      'Reverification can only be requested for an attempt that has passed or failed.',
    'assessment.error.retake_exam_invalid':
      'Reverification must take place in another level test of the same level that has not ended and that you manage.',
  },
  ja: {
    'assessment.validation.reverificationUser': '再認定を依頼する受験者を選んでください。',
    'assessment.validation.reverificationReason': '再認定を依頼する理由を入力してください。',
    'assessment.validation.reverificationReasonLength': '理由は500文字を超えることはできません。',
    'assessment.validation.retakeExam': '再認定を受けるレベルテストを選んでください。',
    'assessment.error.reverification_not_allowed':
      '再認定は、合格または不合格で終わった受験についてのみ依頼できます。',
    'assessment.error.retake_exam_invalid':
      '再認定は、同じレベルで、まだ終わっておらず、ご自身が管理する別のレベルテストでのみ受けられます。',
  },
};
