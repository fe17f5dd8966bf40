import type { Catalogue } from '@seodang/sdk/common';

/** The plugin's messages (server errors, form validation and the review mail) in ko, en and ja. */
export const memberSyncMessages: Catalogue = {
  ko: {
    'member-sync.validation.baseUrl': 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
    'member-sync.validation.token': '토큰을 입력해 주세요.',
    'member-sync.error.sync_not_configured': '멤버 동기화가 설정되지 않았습니다.',
    'member-sync.error.sync_token_missing': '디렉터리 토큰이 저장되어 있지 않습니다.',
    'member-sync.error.sync_key_missing':
      '토큰 암호화 키(MEMBER_SYNC_SECRET_KEY)가 설정되지 않아 토큰을 저장할 수 없습니다.',
    'member-sync.error.sync_run_not_found': '동기화 기록을 찾을 수 없습니다.',
    'member-sync.error.sync_run_not_pending': '이미 적용되었거나 더 이상 적용할 수 없는 동기화입니다.',
    'member-sync.error.directory_failed': '디렉터리에 연결하지 못했습니다: {reason}',
    'member-sync.reason.unauthorized': '토큰이 거부되었습니다(401).',
    'member-sync.reason.rate_limited': '요청이 너무 많습니다(429). {retryAfter}초 후 다시 시도해 주세요.',
    'member-sync.reason.server_error': '디렉터리 서버 오류(5xx)입니다.',
    'member-sync.reason.unreachable': '디렉터리 서버가 응답하지 않습니다.',
    'member-sync.reason.bad_response': '디렉터리 응답을 이해할 수 없습니다.',
    'member-sync.reason.address_not_allowed': '내부 네트워크 주소는 디렉터리로 쓸 수 없습니다.',
    'member-sync.reason.seat_limit': '채널 인원 제한을 넘어 적용하지 못했습니다.',
    'member-sync.mail.review.subject': '[{channel}] 멤버 동기화 검토가 필요합니다',
    'member-sync.mail.review.text':
      '예약된 멤버 동기화가 멤버 {members}명 중 {count}명을 비활성화하려고 해 적용을 멈췄습니다.\n채널 관리 > 멤버 동기화(/admin/sync)에서 변경 내용을 확인하고 적용해 주세요.',
  },
  en: {
    'member-sync.validation.baseUrl': 'Please enter an address starting with http:// or https://.',
    'member-sync.validation.token': 'Please enter the token.',
    'member-sync.error.sync_not_configured': 'Member sync is not set up.',
    'member-sync.error.sync_token_missing': 'No directory token is stored.',
    'member-sync.error.sync_key_missing':
      'The token encryption key (MEMBER_SYNC_SECRET_KEY) is not set, so the token cannot be stored.',
    'member-sync.error.sync_run_not_found': 'The sync run was not found.',
    'member-sync.error.sync_run_not_pending':
      'This sync has already been applied or can no longer be applied.',
    'member-sync.error.directory_failed': 'Could not reach the directory: {reason}',
    'member-sync.reason.unauthorized': 'The token was refused (401).',
    'member-sync.reason.rate_limited': 'Too many requests (429). Try again in {retryAfter} s.',
    'member-sync.reason.server_error': 'The directory server failed (5xx).',
    'member-sync.reason.unreachable': 'The directory server does not answer.',
    'member-sync.reason.bad_response': "The directory's answer could not be read.",
    'member-sync.reason.address_not_allowed': 'An address in the internal network cannot be a directory.',
    'member-sync.reason.seat_limit': "Not applied: it would exceed the channel's member limit.",
    'member-sync.mail.review.subject': '[{channel}] A member sync needs your review',
    'member-sync.mail.review.text':
      'A scheduled member sync would deactivate {count} of {members} members, so it was not applied.\nOpen Channel management > Member sync (/admin/sync) to review the changes and apply them.',
  },
  ja: {
    'member-sync.validation.baseUrl': 'http:// または https:// で始まるアドレスを入力してください。',
    'member-sync.validation.token': 'トークンを入力してください。',
    'member-sync.error.sync_not_configured': 'メンバー同期が設定されていません。',
    'member-sync.error.sync_token_missing': 'ディレクトリのトークンが保存されていません。',
    'member-sync.error.sync_key_missing':
      'トークン暗号化キー(MEMBER_SYNC_SECRET_KEY)が設定されていないため、トークンを保存できません。',
    'member-sync.error.sync_run_not_found': '同期の記録が見つかりません。',
    'member-sync.error.sync_run_not_pending': 'この同期はすでに適用済みか、適用できなくなりました。',
    'member-sync.error.directory_failed': 'ディレクトリに接続できませんでした: {reason}',
    'member-sync.reason.unauthorized': 'トークンが拒否されました(401)。',
    'member-sync.reason.rate_limited':
      'リクエストが多すぎます(429)。{retryAfter}秒後にもう一度お試しください。',
    'member-sync.reason.server_error': 'ディレクトリサーバーのエラーです(5xx)。',
    'member-sync.reason.unreachable': 'ディレクトリサーバーが応答しません。',
    'member-sync.reason.bad_response': 'ディレクトリの応答を読み取れませんでした。',
    'member-sync.reason.address_not_allowed': '内部ネットワークのアドレスはディレクトリに使えません。',
    'member-sync.reason.seat_limit': 'チャンネルの人数制限を超えるため適用できませんでした。',
    'member-sync.mail.review.subject': '[{channel}] メンバー同期の確認が必要です',
    'member-sync.mail.review.text':
      '予約されたメンバー同期がメンバー{members}人中{count}人を無効にしようとしたため、適用を止めました。\nチャンネル管理 > メンバー同期(/admin/sync)で変更内容を確認して適用してください。',
  },
};
