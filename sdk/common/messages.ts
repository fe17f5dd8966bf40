/**
 * The shared message catalogue (ko default, en, ja) for validation and API errors.
 * Schemas carry message keys; the server translates them at the edge and the web
 * forms translate them with i18next, so both show the same words.
 */
export type Locale = 'ko' | 'en' | 'ja';
export const locales: readonly Locale[] = ['ko', 'en', 'ja'];
export const defaultLocale: Locale = 'ko';

const ko = {
  'validation.required': '필수 입력 항목을 채워주세요.',
  'validation.invalid': '입력 값이 올바르지 않습니다.',
  'validation.id': '올바른 번호가 아닙니다.',
  'validation.tooShort': '{min}자 이상 입력해주세요.',
  'validation.tooLong': '{max}자를 넘을 수 없습니다.',
  'validation.tooFew': '{min}개 이상 있어야 합니다.',
  'validation.tooMany': '{max}개를 넘을 수 없습니다.',
  'validation.min': '{min} 이상이어야 합니다.',
  'validation.max': '{max} 이하여야 합니다.',
  'validation.userId': '아이디는 1~50자의 한글, 영문, 숫자, @ . _ - 만 사용할 수 있습니다.',
  'validation.password': '비밀번호는 8~30자이며 영문, 숫자, 특수문자를 각각 하나 이상 포함해야 합니다.',
  'validation.pictureSequence': '그림 4개를 서로 다르게 순서대로 고르세요.',
  'validation.email': '이메일 형식이 올바르지 않습니다.',
  'validation.mobile': '휴대폰 번호 형식이 올바르지 않습니다. (예: 01012345678, 하이픈 없이)',
  'validation.phone': '전화번호 형식이 올바르지 않습니다. (예: 02-123-4567)',
  'validation.link': '링크는 http:// 또는 https:// 로 시작하고 도메인을 포함해야 합니다.',
  'validation.name': '이름을 1~50자로 입력해주세요.',
  'validation.passwordMismatch': '비밀번호가 일치하지 않습니다.',
  'validation.termsRequired': '이용약관에 동의해주세요.',
  'validation.privacyRequired': '개인정보 수집 및 이용에 동의해주세요.',
  'validation.ageRequired': '만 14세 이상만 가입할 수 있습니다.',
  'validation.currentPasswordRequired': '비밀번호를 바꾸려면 현재 비밀번호를 입력해주세요.',
  'error.server': '서버에서 예기치 않은 오류가 발생했습니다.',
  'error.serviceUnavailable': '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  'error.validation': '입력 값을 확인해주세요.',
  'error.not_found': '요청한 항목을 찾을 수 없습니다.',
  'error.unauthenticated': '로그인이 필요합니다.',
  'error.forbidden': '권한이 없습니다.',
  'error.csrf': '보안 토큰이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
  'error.invalid_credentials': '아이디 또는 비밀번호가 올바르지 않습니다.',
  'error.invalid_picture_credentials': '아이디 또는 그림이 맞지 않습니다. 다시 골라 보세요.',
  'error.too_many_attempts': '로그인 시도가 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  'error.too_many_requests': '요청이 너무 많습니다. {wait} 후에 다시 시도해주세요.',
  'error.user_id_taken': '이미 사용 중인 아이디입니다.',
  'error.email_taken': '이미 사용 중인 이메일입니다.',
  'error.wrong_password': '현재 비밀번호가 올바르지 않습니다.',
  'error.not_channel_member': '채널 회원이 아닙니다.',
  'error.channel_not_found': '채널을 찾을 수 없습니다.',
  'error.student_limit_exceeded': '채널의 학생 수 제한을 초과했습니다. ({used} / {limit})',
  'error.ide_license_exceeded': '채널의 IDE 라이선스 수를 초과했습니다. ({used} / {limit})',
  'error.invalid_member_action': '지금 상태의 회원에게는 할 수 없는 작업입니다.',
  'error.main_manager_protected': '채널 대표 관리자에게는 할 수 없는 작업입니다.',
  'error.manager_right_required': '이 작업을 할 관리 권한이 없습니다. 메인 매니저에게 권한을 요청하세요.',
  'error.main_manager_only': '메인 매니저만 할 수 있는 작업입니다.',
  'error.service_disabled': '이 채널에서 사용하지 않는 서비스입니다.',
  'error.unknown_service': '알 수 없는 서비스입니다.',
  'error.payload_too_large': '요청이 너무 큽니다.',
  'error.cannot_change_own_info': '이 채널에서는 회원 정보를 직접 수정할 수 없습니다.',
  'error.bad_request': '잘못된 요청입니다.',
  'error.concurrentChange': '같은 내용이 동시에 바뀌고 있어 처리하지 못했습니다. 다시 시도해주세요.',
  'error.headers_too_large': '요청의 주소나 헤더가 너무 깁니다.',
  'error.body_invalid': '요청 본문의 형식이 올바르지 않습니다.',
  'error.unsupported_media_type': '지원하지 않는 요청 형식입니다.',
  'error.method_not_allowed': '허용되지 않는 요청 방식입니다.',
  'validation.unsafeKey': '사용할 수 없는 항목 이름이 포함되어 있습니다.',
  'validation.badCharacters': '사용할 수 없는 문자가 포함되어 있습니다.',
  'validation.tooDeep': '입력 구조가 너무 깊습니다.',
} as const;

export type MessageKey = keyof typeof ko;

const en: Record<MessageKey, string> = {
  'validation.required': 'Please fill in the required entry',
  'validation.invalid': 'The value is invalid.',
  'validation.id': 'This is not a valid ID number.',
  'validation.tooShort': 'Please enter at least {min} characters.',
  'validation.tooLong': 'Please enter no more than {max} characters.',
  'validation.tooFew': 'Please add at least {min}.',
  'validation.tooMany': 'There cannot be more than {max}.',
  'validation.min': 'Must be at least {min}.',
  'validation.max': 'Must be at most {max}.',
  'validation.userId':
    'A user ID must be 1–50 characters long and may only contain Korean or Latin letters, digits, @ . _ and -.',
  'validation.password':
    'A password must be 8–30 characters long and contain at least one letter, one digit and one special character.',
  'validation.pictureSequence': 'Choose 4 different pictures in order.',
  'validation.email': 'The e-mail address is not valid.',
  'validation.mobile': 'The mobile number is not valid (e.g. 01012345678, without hyphens).',
  'validation.phone': 'The phone number is not valid (e.g. 02-123-4567).',
  'validation.link': 'A link must start with http:// or https:// and contain a domain.',
  'validation.name': 'Please enter a name of 1–50 characters.',
  'validation.passwordMismatch': 'The passwords do not match.',
  'validation.termsRequired': 'Please agree to the terms of use.',
  'validation.privacyRequired': 'Please agree to the collection and use of personal information.',
  'validation.ageRequired': 'You must be 14 or older to sign up.',
  'validation.currentPasswordRequired': 'Please enter your current password to change it.',
  'error.server': 'An unexpected error occurred on the server.',
  'error.serviceUnavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.validation': 'Please check your input.',
  'error.not_found': 'The requested item was not found.',
  'error.unauthenticated': 'Please log in.',
  'error.forbidden': 'You do not have permission.',
  'error.csrf': 'The security token is invalid. Please reload the page and try again.',
  'error.invalid_credentials': 'The user ID or password is incorrect.',
  'error.invalid_picture_credentials': 'The user ID or the pictures are not right. Try again.',
  'error.too_many_attempts': 'Too many login attempts. Please try again in {wait}.',
  'error.too_many_requests': 'Too many requests. Please try again in {wait}.',
  'error.user_id_taken': 'This user ID is already taken.',
  'error.email_taken': 'This e-mail is already in use.',
  'error.wrong_password': 'The current password is incorrect.',
  'error.not_channel_member': 'You are not a member of this channel.',
  'error.channel_not_found': 'The channel was not found.',
  'error.student_limit_exceeded': "Exceeded the channel's student limit. ({used} / {limit})",
  'error.ide_license_exceeded': "Exceeded the channel's IDE license count. ({used} / {limit})",
  'error.invalid_member_action': 'This cannot be done to a member in their current state.',
  'error.main_manager_protected': "This cannot be done to the channel's main manager.",
  'error.manager_right_required':
    'You do not have the admin right for this. Ask the main manager to grant it.',
  'error.main_manager_only': 'Only the main manager can do this.',
  'error.service_disabled': 'This service is not enabled in this channel.',
  'error.unknown_service': 'Unknown service.',
  'error.payload_too_large': 'The request is too large.',
  'error.cannot_change_own_info': 'Members of this channel cannot edit their own profile.',
  'error.bad_request': 'The request is invalid.',
  'error.concurrentChange':
    'The same item was being changed at the same time, so your request could not be processed. Please try again.',
  'error.headers_too_large': 'The request address or headers are too long.',
  'error.body_invalid': 'The request body is malformed.',
  'error.unsupported_media_type': 'This request format is not supported.',
  'error.method_not_allowed': 'This request method is not allowed.',
  'validation.unsafeKey': 'The input contains a field name that is not allowed.',
  'validation.badCharacters': 'The input contains characters that are not allowed.',
  'validation.tooDeep': 'The input is nested too deeply.',
};

const ja: Record<MessageKey, string> = {
  'validation.required': '必須項目を入力してください。',
  'validation.invalid': '入力値が正しくありません。',
  'validation.id': '正しい番号ではありません。',
  'validation.tooShort': '{min}文字以上入力してください。',
  'validation.tooLong': '{max}文字を超えることはできません。',
  'validation.tooFew': '{min}個以上必要です。',
  'validation.tooMany': '{max}個を超えることはできません。',
  'validation.min': '{min}以上にしてください。',
  'validation.max': '{max}以下にしてください。',
  'validation.userId': 'IDは1～50文字のハングル、英字、数字、@ . _ - のみ使用できます。',
  'validation.password': 'パスワードは8～30文字で、英字・数字・記号をそれぞれ1文字以上含めてください。',
  'validation.pictureSequence': '異なる絵を4つ、順番に選んでください。',
  'validation.email': 'メールアドレスの形式が正しくありません。',
  'validation.mobile': '携帯電話番号の形式が正しくありません。（例：01012345678、ハイフンなし）',
  'validation.phone': '電話番号の形式が正しくありません。（例：02-123-4567）',
  'validation.link': 'リンクは http:// または https:// で始まり、ドメインを含む必要があります。',
  'validation.name': '名前を1～50文字で入力してください。',
  'validation.passwordMismatch': 'パスワードが一致しません。',
  'validation.termsRequired': '利用規約に同意してください。',
  'validation.privacyRequired': '個人情報の収集・利用に同意してください。',
  'validation.ageRequired': '14歳以上の方のみ登録できます。',
  'validation.currentPasswordRequired': 'パスワードを変更するには現在のパスワードを入力してください。',
  'error.server': 'サーバーで予期しないエラーが発生しました。',
  'error.serviceUnavailable': 'サービスに一時的に接続できません。しばらくしてからもう一度お試しください。',
  'error.validation': '入力内容を確認してください。',
  'error.not_found': '指定された項目が見つかりません。',
  'error.unauthenticated': 'ログインしてください。',
  'error.forbidden': '権限がありません。',
  'error.csrf': 'セキュリティトークンが無効です。ページを再読み込みしてもう一度お試しください。',
  'error.invalid_credentials': 'IDまたはパスワードが正しくありません。',
  'error.invalid_picture_credentials': 'IDまたは絵が違います。もう一度選んでください。',
  'error.too_many_attempts': 'ログインの試行回数が多すぎます。{wait}後にもう一度お試しください。',
  'error.too_many_requests': 'リクエストが多すぎます。{wait}後にもう一度お試しください。',
  'error.user_id_taken': 'このIDはすでに使用されています。',
  'error.email_taken': 'このメールアドレスはすでに使用されています。',
  'error.wrong_password': '現在のパスワードが正しくありません。',
  'error.not_channel_member': 'このチャンネルのメンバーではありません。',
  'error.channel_not_found': 'チャンネルが見つかりません。',
  'error.student_limit_exceeded': 'チャンネルの学生数の上限を超えました。({used} / {limit})',
  'error.ide_license_exceeded': 'チャンネルのIDEライセンス数を超えました。({used} / {limit})',
  'error.invalid_member_action': '現在の状態のメンバーにはこの操作はできません。',
  'error.main_manager_protected': 'チャンネルのメイン管理者にはこの操作はできません。',
  'error.manager_right_required':
    'この操作を行う管理権限がありません。メインマネージャーに権限を依頼してください。',
  'error.main_manager_only': 'メインマネージャーのみが行える操作です。',
  'error.service_disabled': 'このチャンネルでは利用できないサービスです。',
  'error.unknown_service': '不明なサービスです。',
  'error.payload_too_large': 'リクエストが大きすぎます。',
  'error.cannot_change_own_info': 'このチャンネルではプロフィールを編集できません。',
  'error.bad_request': '不正なリクエストです。',
  'error.concurrentChange':
    '同じ内容が同時に変更されていたため処理できませんでした。もう一度お試しください。',
  'error.headers_too_large': 'リクエストのアドレスまたはヘッダーが長すぎます。',
  'error.body_invalid': 'リクエスト本文の形式が正しくありません。',
  'error.unsupported_media_type': 'サポートされていないリクエスト形式です。',
  'error.method_not_allowed': '許可されていないリクエストメソッドです。',
  'validation.unsafeKey': '使用できない項目名が含まれています。',
  'validation.badCharacters': '使用できない文字が含まれています。',
  'validation.tooDeep': '入力の階層が深すぎます。',
};

/** The catalogue, per locale. Plugins bring their own catalogues in the same shape. */
export const validationMessages: Record<Locale, Record<MessageKey, string>> = { ko, en, ja };

/** A message catalogue: per locale, key → text with `{name}` placeholders. */
export type Catalogue = Record<Locale, Record<string, string>>;

/** Picks a supported locale from a cookie value or an Accept-Language header. */
export function pickLocale(...candidates: (string | undefined | null)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
      if ((locales as readonly string[]).includes(tag)) return tag as Locale;
    }
  }
  return defaultLocale;
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * Translates a key from the given catalogues, then the shared one; a text that is not a
 * known key is returned as it is (so literal messages from the spec pass through unchanged).
 */
export function translate(
  key: string,
  locale: Locale,
  params: Record<string, unknown> = {},
  catalogues: Catalogue[] = [],
): string {
  for (const catalogue of [...catalogues, validationMessages as Catalogue]) {
    const text = catalogue[locale]?.[key] ?? catalogue[defaultLocale]?.[key];
    if (text !== undefined) return formatMessage(text, params);
  }
  return formatMessage(key, params);
}
