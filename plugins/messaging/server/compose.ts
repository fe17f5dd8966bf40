import { htmlToText } from 'html-to-text';
import type { RequestContext } from '@seodang/sdk';
import { translate } from '@seodang/sdk/common';
import {
  messagingMessages,
  type MessageType,
  type MessageVariables,
  type PreviewItem,
  type TemplateBody,
} from '../common/index.ts';
import type { Recipient } from '../common/recipient-sources.ts';
import { checkBody, renderHeadline, renderMessage } from './render.ts';

/** One recipient's copy: the headline and HTML with their variables, and the plain text of it. */
export interface Copy extends PreviewItem {
  recipient: Recipient;
  text: string;
}

/** The variables every message has from the request: the channel and the sender. */
export function requestVariables(rc: RequestContext): MessageVariables {
  return { channelName: rc.channel?.name ?? '', senderName: rc.requireUser().name };
}

/**
 * Each recipient's copy of the message, in their language: `{{name}}` is theirs, the source's and
 * the request's variables are shared. The body is checked first (known variables, a headline).
 */
export function composeCopies(
  type: MessageType,
  body: TemplateBody,
  recipients: Recipient[],
  shared: MessageVariables,
): Copy[] {
  const headlineTemplate = checkBody(type, body);
  return recipients.map((recipient) => {
    const variables = { ...shared, name: recipient.name };
    const message = renderMessage(body.message, variables);
    return {
      recipient,
      userId: recipient.userId,
      name: recipient.name,
      locale: recipient.locale,
      headline: renderHeadline(headlineTemplate, variables).slice(0, 200),
      message,
      text: htmlToText(message, { wordwrap: false }),
      footer: translate(
        'messaging.mail.footer',
        recipient.locale,
        { sender: shared.senderName ?? '', channel: shared.channelName ?? '' },
        [messagingMessages],
      ),
    };
  });
}
