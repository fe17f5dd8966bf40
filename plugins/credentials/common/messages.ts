import type { Catalogue } from '@seodang/sdk/common';

/** The plugin's messages (server errors, states and form validation) in ko, en and ja. */
export const credentialsMessages: Catalogue = {
  ko: {
    'credentials.error.site_admin_only': '서명 키는 사이트 관리자만 관리할 수 있습니다.',
    'service.CREDENTIALS': '인증서와 배지',
    'credentials.validation.credential': '서명된 자격 증명(VC-JWT)을 붙여 넣어 주세요.',
    'credentials.error.status_list_not_found': '상태 목록을 찾을 수 없습니다.',
    'credentials.error.credentials_not_configured': '자격 증명 서명 키가 설정되지 않았습니다.',
    'credentials.state.valid': '유효한 자격 증명입니다.',
    'credentials.state.revoked': '취소된 자격 증명입니다.',
    'credentials.state.expired': '유효 기간이 지난 자격 증명입니다.',
    'credentials.state.invalid': '확인할 수 없는 자격 증명입니다.',
  },
  en: {
    'credentials.error.site_admin_only': 'Only the site administrator manages the signing keys.',
    'service.CREDENTIALS': 'Certificates and badges',
    'credentials.validation.credential': 'Please paste a signed credential (VC-JWT).',
    'credentials.error.status_list_not_found': 'The status list was not found.',
    'credentials.error.credentials_not_configured': 'No key for signing credentials is configured.',
    'credentials.state.valid': 'The credential is valid.',
    'credentials.state.revoked': 'The credential has been revoked.',
    'credentials.state.expired': 'The credential has expired.',
    'credentials.state.invalid': 'The credential could not be verified.',
  },
  ja: {
    'credentials.error.site_admin_only': '署名鍵はサイト管理者のみが管理できます。',
    'service.CREDENTIALS': '証明書とバッジ',
    'credentials.validation.credential': '署名付きの資格情報（VC-JWT）を貼り付けてください。',
    'credentials.error.status_list_not_found': 'ステータスリストが見つかりません。',
    'credentials.error.credentials_not_configured': '資格情報の署名鍵が設定されていません。',
    'credentials.state.valid': '有効な資格情報です。',
    'credentials.state.revoked': '取り消された資格情報です。',
    'credentials.state.expired': '有効期限が切れた資格情報です。',
    'credentials.state.invalid': '検証できない資格情報です。',
  },
};
