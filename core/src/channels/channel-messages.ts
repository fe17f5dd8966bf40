import type { Catalogue } from '@seodang/sdk/common';

/** Messages of channel creation, editing, search and transfer (spec §8 "Channel errors"), ko/en/ja. */
export const channelMessages: Catalogue = {
  ko: {
    'error.join_by_invitation_only':
      '이 채널은 초대로만 가입할 수 있습니다. 채널 관리자에게 초대를 요청하세요.',
    'error.exists_channel': '이미 사용 중인 채널 주소입니다.',
    'error.exists_domain': '이미 다른 채널이 사용 중인 도메인입니다.',
    'error.not_allowed_channel_index': '사용할 수 없는 채널 도메인입니다.',
    'error.invalid_channel_index':
      '채널 주소는 영문 소문자, 숫자, 하이픈(-)으로 2~63자이며 하이픈으로 시작하거나 끝날 수 없습니다.',
    'error.invalid_email': '메인 매니저의 이메일이 올바르지 않거나 가입된 계정이 없습니다.',
    'error.invalid_contact_id': '메인 매니저의 아이디로 가입된 계정이 없습니다.',
    'error.site_admin_only': '사이트 관리자만 채널을 만들고 수정할 수 있습니다.',
    'error.channel_name_mismatch': '입력한 채널 이름이 채널 이름과 다릅니다.',
    'error.invitation_kind_off_mail': '이 채널은 초대 설정에서 메일 초대를 사용하지 않습니다.',
    'error.invitation_kind_off_link': '이 채널은 초대 설정에서 초대 링크를 사용하지 않습니다.',
    'error.invalid_profile_fields': '이 기관 유형에서 쓸 수 있는 회원 정보 항목은 {fields}입니다.',
    'error.profile_fields_not_used': '이 채널은 회원 정보에 {fields} 항목을 쓰지 않습니다.',
    'error.invalid_transfer_target': '가입이 완료된 활성 회원에게만 메인 매니저를 넘길 수 있습니다.',
  },
  en: {
    'error.join_by_invitation_only':
      'This channel can only be joined by invitation. Ask the channel admin for one.',
    'error.exists_channel': 'This channel address is already in use.',
    'error.exists_domain': 'Another channel already uses this domain.',
    'error.not_allowed_channel_index': 'This channel domain is not available.',
    'error.invalid_channel_index':
      'A channel address has 2–63 lower-case letters, digits and hyphens, and cannot start or end with a hyphen.',
    'error.invalid_email': "The main manager's e-mail is not valid or belongs to no account.",
    'error.invalid_contact_id': "No account has the main manager's ID.",
    'error.site_admin_only': 'Only site administrators can create and edit channels.',
    'error.channel_name_mismatch': "The name you typed is not the channel's name.",
    'error.invitation_kind_off_mail': "This channel's invitation setting does not send invitations by mail.",
    'error.invitation_kind_off_link': "This channel's invitation setting does not use invitation links.",
    'error.invalid_profile_fields': 'Profile fields this organisation type can use: {fields}.',
    'error.profile_fields_not_used': 'This channel does not use these profile fields: {fields}.',
    'error.invalid_transfer_target': 'The main manager role can only go to a joined, active member.',
  },
  ja: {
    'error.join_by_invitation_only':
      'このチャンネルには招待でのみ参加できます。チャンネル管理者に招待を依頼してください。',
    'error.exists_channel': 'このチャンネルアドレスはすでに使われています。',
    'error.exists_domain': 'このドメインはすでに別のチャンネルが使っています。',
    'error.not_allowed_channel_index': 'このチャンネルドメインは使用できません。',
    'error.invalid_channel_index':
      'チャンネルアドレスは英小文字・数字・ハイフン(-)の2〜63文字で、ハイフンで始めたり終えたりできません。',
    'error.invalid_email':
      'メインマネージャーのメールアドレスが正しくないか、登録されたアカウントがありません。',
    'error.invalid_contact_id': 'メインマネージャーのIDで登録されたアカウントがありません。',
    'error.site_admin_only': 'チャンネルの作成と編集はサイト管理者のみが行えます。',
    'error.channel_name_mismatch': '入力したチャンネル名がチャンネルの名前と一致しません。',
    'error.invitation_kind_off_mail': 'このチャンネルの招待設定ではメールでの招待を使いません。',
    'error.invitation_kind_off_link': 'このチャンネルの招待設定では招待リンクを使いません。',
    'error.invalid_profile_fields': 'この組織タイプで使えるプロフィール項目は{fields}です。',
    'error.profile_fields_not_used': 'このチャンネルはプロフィール項目{fields}を使いません。',
    'error.invalid_transfer_target': 'メインマネージャーは参加済みで有効なメンバーにのみ引き継げます。',
  },
};
