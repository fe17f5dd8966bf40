import { defineMailTemplate, mailDateTime } from '@seodang/sdk';

/**
 * The invitation mail, this plugin's own template on the SDK's mail layout: HTML and text from
 * one source, in the invitee's language.
 */
export const invitationMail = defineMailTemplate<{
  channelName: string;
  url: string;
  expiresAt: Date;
  /** The channel's own words (its "default template" setting), shown under the invitation. */
  note?: string;
}>({
  kind: 'invitation',
  content: ({ channelName: c, url, expiresAt, note }, locale) => {
    const date = mailDateTime(expiresAt, locale);
    // The admin's text is plain text: the template escapes it in the HTML part.
    const own = note ? [note] : [];
    return {
      ko: {
        subject: `${c} 채널에 초대합니다`,
        preview: `${c} 채널 초대장이 도착했습니다.`,
        paragraphs: [`${c} 채널에서 회원님을 초대했습니다. 아래 링크에서 초대를 수락하세요.`, ...own],
        action: { label: '초대 수락하기', url },
        notes: [`이 초대는 ${date}까지 유효합니다.`, '초대받을 분이 아니라면 이 메일을 무시하세요.'],
      },
      en: {
        subject: `You are invited to ${c}`,
        preview: `An invitation to the channel ${c}.`,
        paragraphs: [
          `${c} has invited you to join its channel. Accept the invitation with the link below.`,
          ...own,
        ],
        action: { label: 'Accept the invitation', url },
        notes: [
          `This invitation is valid until ${date}.`,
          'If you did not expect this invitation, you can ignore this mail.',
        ],
      },
      ja: {
        subject: `${c} チャンネルへの招待`,
        preview: `${c} チャンネルから招待が届きました。`,
        paragraphs: [`${c} チャンネルから招待が届きました。下のリンクから招待を承諾してください。`, ...own],
        action: { label: '招待を承諾する', url },
        notes: [`この招待は${date}まで有効です。`, 'お心当たりがない場合は、このメールを無視してください。'],
      },
    }[locale];
  },
});
