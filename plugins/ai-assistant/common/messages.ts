import type { Catalogue } from '@seodang/sdk/common';

/**
 * The assistant's server messages: one per error code of `aiErrorCodes` (`ai.error.<code>`), the
 * settings' refusals and the prompt's validation texts. The provider failure is §8's sentence.
 */
export const aiMessages: Catalogue = {
  ko: {
    'service.AI_ASSISTANT': 'AI 도우미',
    'ai.error.ai_unavailable': 'AI 도우미를 지금 사용할 수 없습니다.',
    'ai.error.ai_disabled': '이 레슨에서는 AI 도우미가 꺼져 있습니다.',
    'ai.error.ai_exam_in_progress': '시험 중에는 AI 도우미를 사용할 수 없습니다.',
    'ai.error.ai_usage_exceeded':
      '오늘 이 레슨에서 쓸 수 있는 질문을 모두 썼습니다. 00:00에 다시 채워집니다.',
    'ai.error.ai_prompt_too_long': '질문은 2,000자를 넘을 수 없습니다.',
    'ai.error.ai_code_too_large': '코드가 너무 깁니다. 20,000자 이하의 코드만 물어볼 수 있습니다.',
    'ai.error.ai_stream_open': '아직 답변을 받고 있습니다. 이전 답변이 끝난 뒤 다시 물어보세요.',
    'ai.error.ai_rate_limited': '질문이 너무 잦습니다. {seconds}초 뒤에 다시 물어보세요.',
    'ai.error.ai_busy': 'AI 도우미가 지금 바쁩니다. 잠시 뒤에 다시 시도해주세요.',
    'ai.error.ai_provider_error': '답변 생성 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    'ai.error.ai_policy_required': 'AI 도우미를 쓰려면 먼저 이용 안내에 동의해주세요.',
    'ai.error.ai_review_forbidden': '자신이 받은 답변만 평가할 수 있습니다.',
    'ai.error.review_not_found': '평가를 찾을 수 없습니다.',
    'ai.error.response_not_found': '답변을 찾을 수 없습니다.',
    'ai.error.lecture_not_found': '강좌를 찾을 수 없습니다.',
    'ai.error.lesson_not_found': '레슨을 찾을 수 없습니다.',
    'ai.error.quiz_not_found': '퀴즈를 찾을 수 없습니다.',
    'ai.error.not_lecture_editor': '강좌를 만든 선생님과 채널 관리자만 AI 도우미 설정을 바꿀 수 있습니다.',
    'ai.error.feature_off_in_channel': '채널에서 끈 기능은 강좌에서 켤 수 없습니다: {features}',
    'ai.error.limit_above_channel': '강좌의 질문 수는 채널의 한도({limit}개)를 넘을 수 없습니다.',
    'ai.prompt_empty': '질문을 입력해주세요.',
    'ai.prompt_too_long': '질문은 2,000자를 넘을 수 없습니다.',
  },
  en: {
    'service.AI_ASSISTANT': 'AI assistant',
    'ai.error.ai_unavailable': 'The AI assistant is not available right now.',
    'ai.error.ai_disabled': 'The AI assistant is turned off in this lesson.',
    'ai.error.ai_exam_in_progress': 'The AI assistant cannot be used during an exam.',
    'ai.error.ai_usage_exceeded':
      "You have used all of today's questions for this lesson. They are renewed at 00:00 (KST).",
    'ai.error.ai_prompt_too_long': 'A question cannot be longer than 2,000 characters.',
    'ai.error.ai_code_too_large':
      'The code is too long. The assistant reads code of up to 20,000 characters.',
    'ai.error.ai_stream_open': 'An answer is still coming. Ask again once it has finished.',
    'ai.error.ai_rate_limited': 'Too many questions at once. Ask again in {seconds} seconds.',
    'ai.error.ai_busy': 'The AI assistant is busy right now. Please try again in a moment.',
    'ai.error.ai_provider_error': 'Error while generating the answer, please try again later.',
    'ai.error.ai_policy_required': 'Please accept the AI assistant notice before using it.',
    'ai.error.ai_review_forbidden': 'You can only rate answers you received.',
    'ai.error.review_not_found': 'The rating was not found.',
    'ai.error.response_not_found': 'The answer was not found.',
    'ai.error.lecture_not_found': 'The lecture was not found.',
    'ai.error.lesson_not_found': 'The lesson was not found.',
    'ai.error.quiz_not_found': 'The quiz was not found.',
    'ai.error.not_lecture_editor':
      "Only the lecture's teacher and the channel's admins can change its AI assistant settings.",
    'ai.error.feature_off_in_channel':
      'A feature the channel turned off cannot be on in a lecture: {features}',
    'ai.error.limit_above_channel': "A lecture's question limit cannot exceed the channel's ({limit}).",
    'ai.prompt_empty': 'Please enter a question.',
    'ai.prompt_too_long': 'A question cannot be longer than 2,000 characters.',
  },
  ja: {
    'service.AI_ASSISTANT': 'AIアシスタント',
    'ai.error.ai_unavailable': '現在AIアシスタントは利用できません。',
    'ai.error.ai_disabled': 'このレッスンではAIアシスタントがオフになっています。',
    'ai.error.ai_exam_in_progress': '試験中はAIアシスタントを利用できません。',
    'ai.error.ai_usage_exceeded':
      '本日このレッスンで使える質問をすべて使いました。00:00（韓国時間）に戻ります。',
    'ai.error.ai_prompt_too_long': '質問は2,000文字以内で入力してください。',
    'ai.error.ai_code_too_large': 'コードが長すぎます。20,000文字以内のコードについて質問できます。',
    'ai.error.ai_stream_open': 'まだ回答を受信中です。終わってからもう一度質問してください。',
    'ai.error.ai_rate_limited': '質問が多すぎます。{seconds}秒後にもう一度質問してください。',
    'ai.error.ai_busy': 'AIアシスタントが混み合っています。しばらくしてからもう一度お試しください。',
    'ai.error.ai_provider_error':
      '回答の生成中にエラーが発生しました。しばらくしてからもう一度お試しください。',
    'ai.error.ai_policy_required': 'AIアシスタントを使う前に利用案内に同意してください。',
    'ai.error.ai_review_forbidden': '自分が受け取った回答だけを評価できます。',
    'ai.error.review_not_found': '評価が見つかりません。',
    'ai.error.response_not_found': '回答が見つかりません。',
    'ai.error.lecture_not_found': '講座が見つかりません。',
    'ai.error.lesson_not_found': 'レッスンが見つかりません。',
    'ai.error.quiz_not_found': 'クイズが見つかりません。',
    'ai.error.not_lecture_editor': '講座の先生とチャンネル管理者だけがAIアシスタントの設定を変更できます。',
    'ai.error.feature_off_in_channel': 'チャンネルでオフの機能は講座でオンにできません: {features}',
    'ai.error.limit_above_channel': '講座の質問数はチャンネルの上限（{limit}件）を超えられません。',
    'ai.prompt_empty': '質問を入力してください。',
    'ai.prompt_too_long': '質問は2,000文字以内で入力してください。',
  },
};
