import { defineMailTemplate } from '@seodang/sdk';

/** To a member whose join request an admin accepted. */
export const acceptedMail = defineMailTemplate<{ channelName: string; name: string; url: string }>({
  kind: 'join-accepted',
  content: ({ channelName: c, name, url }, locale) =>
    ({
      ko: {
        subject: `${c} 채널 가입이 승인되었습니다`,
        preview: `이제 ${c} 채널을 이용할 수 있습니다.`,
        heading: '가입 승인',
        paragraphs: [
          `${name} 님, ${c} 채널 가입 요청이 승인되었습니다. 이제 채널의 모든 서비스를 이용할 수 있습니다.`,
        ],
        action: { label: '채널로 가기', url },
      },
      en: {
        subject: `You have joined ${c}`,
        preview: `You can now use the channel ${c}.`,
        heading: 'Request accepted',
        paragraphs: [
          `${name}, your request to join ${c} was accepted. You can now use everything the channel offers.`,
        ],
        action: { label: 'Go to the channel', url },
      },
      ja: {
        subject: `${c} チャンネルへの参加が承認されました`,
        preview: `${c} チャンネルをご利用いただけます。`,
        heading: '参加承認',
        paragraphs: [
          `${name} さん、${c} チャンネルへの参加リクエストが承認されました。チャンネルのすべてのサービスをご利用いただけます。`,
        ],
        action: { label: 'チャンネルへ', url },
      },
    })[locale],
});
