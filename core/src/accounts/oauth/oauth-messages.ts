import type { Catalogue } from '@seodang/sdk/common';

/** The errors of social sign-in's API routes (the browser redirects carry only the code). */
export const oauthMessages: Catalogue = {
  ko: {
    'error.oauth_link_invalid': '계정 연결 요청이 만료되었거나 올바르지 않습니다. 다시 로그인해주세요.',
    'error.oauth_already_linked': '이미 연결된 계정입니다.',
    'error.last_sign_in_method':
      '로그인할 수 있는 마지막 방법은 연결을 해제할 수 없습니다. 먼저 비밀번호를 설정해주세요.',
    'error.oauth_not_configured': '사용할 수 없는 로그인 방법입니다.',
    'error.oauth_signup_expired': '가입 요청이 만료되었습니다. 다시 로그인해주세요.',
  },
  en: {
    'error.oauth_link_invalid': 'The link request has expired or is not valid. Please sign in again.',
    'error.oauth_already_linked': 'This account is already linked.',
    'error.last_sign_in_method': 'The last way to sign in cannot be unlinked. Set a password first.',
    'error.oauth_not_configured': 'This sign-in method is not available.',
    'error.oauth_signup_expired': 'The sign-up request has expired. Please sign in again.',
  },
  ja: {
    'error.oauth_link_invalid':
      '連携リクエストの有効期限が切れたか、正しくありません。もう一度ログインしてください。',
    'error.oauth_already_linked': 'すでに連携されているアカウントです。',
    'error.last_sign_in_method':
      '最後のログイン方法は連携を解除できません。先にパスワードを設定してください。',
    'error.oauth_not_configured': 'このログイン方法は利用できません。',
    'error.oauth_signup_expired': '登録リクエストの有効期限が切れました。もう一度ログインしてください。',
  },
};
