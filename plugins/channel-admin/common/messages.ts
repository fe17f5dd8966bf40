import type { Catalogue } from '@seodang/sdk/common';

/** The plugin's messages in ko, en and ja (the member routes' errors are core's). */
export const channelAdminMessages: Catalogue = {
  ko: {
    'channel-admin.error.not_in_channel': '채널 안에서만 회원을 관리할 수 있습니다.',
    'channel-admin.error.already_invited': '이미 초대되었거나 가입한 사용자입니다: {emails}',
    'channel-admin.error.too_many_addresses': '한 번에 25개 주소까지 초대할 수 있습니다.',
    'channel-admin.error.invitation_not_found': '초대를 찾을 수 없습니다.',
    'channel-admin.error.invitation_expired': '초대 기간이 지났습니다.',
    'channel-admin.error.invitation_used': '이미 사용된 초대입니다.',
    'channel-admin.error.invitation_revoked': '취소된 초대입니다.',
    'channel-admin.error.invitation_closed': '이미 수락되었거나 취소된 초대입니다.',
    'channel-admin.error.invitation_other_email': '다른 이메일 주소로 보낸 초대입니다.',
  },
  en: {
    'channel-admin.error.not_in_channel': 'Members are managed inside a channel.',
    'channel-admin.error.already_invited': 'Users already invited or registered. ({emails})',
    'channel-admin.error.too_many_addresses': 'Invite at most 25 addresses at a time.',
    'channel-admin.error.invitation_not_found': 'This invitation was not found.',
    'channel-admin.error.invitation_expired': 'This invitation has expired.',
    'channel-admin.error.invitation_used': 'This invitation has already been used.',
    'channel-admin.error.invitation_revoked': 'This invitation was cancelled.',
    'channel-admin.error.invitation_closed': 'This invitation was already accepted or cancelled.',
    'channel-admin.error.invitation_other_email': 'This invitation was sent to another e-mail address.',
  },
  ja: {
    'channel-admin.error.not_in_channel': 'メンバーはチャンネルの中で管理します。',
    'channel-admin.error.already_invited': 'すでに招待済みまたは登録済みのユーザーです: {emails}',
    'channel-admin.error.too_many_addresses': '一度に招待できるのは25件までです。',
    'channel-admin.error.invitation_not_found': '招待が見つかりません。',
    'channel-admin.error.invitation_expired': '招待の有効期限が切れています。',
    'channel-admin.error.invitation_used': 'この招待はすでに使用されています。',
    'channel-admin.error.invitation_revoked': 'この招待は取り消されました。',
    'channel-admin.error.invitation_closed': 'この招待はすでに承諾または取り消されています。',
    'channel-admin.error.invitation_other_email': '別のメールアドレスに送られた招待です。',
  },
};
