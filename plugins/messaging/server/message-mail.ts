import { createElement as h } from 'react';
import { defineMailTemplate } from '@seodang/sdk';
import { translate } from '@seodang/sdk/common';
import { messagingMessages } from '../common/index.ts';

/** A teacher's mail: their sanitised HTML on the Seodang layout, a link to the copy on the site. */
export interface MessageMailProps {
  headline: string;
  /** Sanitised HTML with the variables filled in. */
  html: string;
  senderName: string;
  channelName: string;
  url: string;
}

const catalogues = [messagingMessages];

export const messageMail = defineMailTemplate<MessageMailProps>({
  kind: 'message',
  content: (p, locale) => ({
    subject: p.headline,
    preview: p.headline,
    heading: p.headline,
    paragraphs: [],
    extra: h('div', { dangerouslySetInnerHTML: { __html: p.html } }),
    action: { label: translate('messaging.mail.open', locale, {}, catalogues), url: p.url },
    notes: [
      translate(
        'messaging.mail.footer',
        locale,
        { sender: p.senderName, channel: p.channelName },
        catalogues,
      ),
    ],
  }),
});
