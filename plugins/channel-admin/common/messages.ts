import type { Catalogue } from '@seodang/sdk/common';

/** The plugin's messages in ko, en and ja (the member routes' errors are core's). */
export const channelAdminMessages: Catalogue = {
  ko: { 'channel-admin.error.not_in_channel': '채널 안에서만 회원을 관리할 수 있습니다.' },
  en: { 'channel-admin.error.not_in_channel': 'Members are managed inside a channel.' },
  ja: { 'channel-admin.error.not_in_channel': 'メンバーはチャンネルの中で管理します。' },
};
