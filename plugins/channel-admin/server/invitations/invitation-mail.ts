import type { Locale } from '@seodang/sdk/common';
import { encodeEntities } from '@seodang/sdk/common';

interface InvitationMailInput {
  channelName: string;
  url: string;
  expiresAt: Date;
  locale: Locale;
}

const texts: Record<
  Locale,
  {
    subject: (channel: string) => string;
    body: (channel: string) => string;
    action: string;
    expires: (date: string) => string;
    ignore: string;
  }
> = {
  ko: {
    subject: (c) => `${c} 채널에 초대합니다`,
    body: (c) => `${c} 채널에서 회원님을 초대했습니다. 아래 링크에서 초대를 수락하세요.`,
    action: '초대 수락하기',
    expires: (d) => `이 초대는 ${d}까지 유효합니다.`,
    ignore: '초대받을 분이 아니라면 이 메일을 무시하세요.',
  },
  en: {
    subject: (c) => `You are invited to ${c}`,
    body: (c) => `${c} has invited you to join its channel. Accept the invitation with the link below.`,
    action: 'Accept the invitation',
    expires: (d) => `This invitation is valid until ${d}.`,
    ignore: 'If you did not expect this invitation, you can ignore this mail.',
  },
  ja: {
    subject: (c) => `${c} チャンネルへの招待`,
    body: (c) => `${c} チャンネルから招待が届きました。下のリンクから招待を承諾してください。`,
    action: '招待を承諾する',
    expires: (d) => `この招待は${d}まで有効です。`,
    ignore: 'お心当たりがない場合は、このメールを無視してください。',
  },
};

const dateTags: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB', ja: 'ja-JP' };

/** The invitation mail in the invitee's language: subject, plain text and the same as HTML. */
export function invitationMail(input: InvitationMailInput): { subject: string; text: string; html: string } {
  const t = texts[input.locale];
  const date = new Intl.DateTimeFormat(dateTags[input.locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  }).format(input.expiresAt);
  const lines = [t.body(input.channelName), t.expires(date), t.ignore];
  const text = [lines[0], '', `${t.action}: ${input.url}`, '', lines[1], lines[2]].join('\n');
  const e = encodeEntities;
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:sans-serif;line-height:1.6">
<p>${e(lines[0])}</p>
<p><a href="${e(input.url)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">${e(t.action)}</a></p>
<p style="font-size:13px;color:#555">${e(lines[1])}<br>${e(lines[2])}</p>
</body></html>`;
  return { subject: t.subject(input.channelName), text, html };
}
