import { defineMailTemplate } from '@seodang/sdk';

/** To a channel's admins: someone asks to join a channel that needs approval. */
export const joinRequestMail = defineMailTemplate<{
  channelName: string;
  /** Who asks: their name and login id. */
  name: string;
  loginId: string;
  /** The channel's join-approval list. */
  url: string;
}>({
  kind: 'join-request',
  content: ({ channelName: c, name, loginId, url }, locale) =>
    ({
      ko: {
        subject: `[${c}] ${name} 님이 가입을 요청했습니다`,
        preview: `${name}(${loginId}) 님의 가입 요청을 승인하거나 거절하세요.`,
        heading: '새 가입 요청',
        paragraphs: [`${name}(${loginId}) 님이 ${c} 채널 가입을 요청했습니다.`],
        action: { label: '가입 요청 보기', url },
        notes: ['채널 관리자에게 보내는 메일입니다.'],
      },
      en: {
        subject: `[${c}] ${name} asks to join`,
        preview: `Accept or refuse the request of ${name} (${loginId}).`,
        heading: 'New join request',
        paragraphs: [`${name} (${loginId}) asks to join the channel ${c}.`],
        action: { label: 'See join requests', url },
        notes: ['You receive this mail as an administrator of the channel.'],
      },
      ja: {
        subject: `[${c}] ${name} さんから参加リクエストが届きました`,
        preview: `${name}（${loginId}）さんのリクエストを承認または拒否してください。`,
        heading: '新しい参加リクエスト',
        paragraphs: [`${name}（${loginId}）さんが ${c} チャンネルへの参加をリクエストしました。`],
        action: { label: '参加リクエストを見る', url },
        notes: ['チャンネルの管理者にお送りしています。'],
      },
    })[locale],
});
