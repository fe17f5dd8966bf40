import { mailRef, templateMail, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { previewInput, sendInput, type MessageVariables, type SendInput } from '../../common/index.ts';
import { composeCopies, requestVariables, type Copy } from '../compose.ts';
import { deliverNotices, messagePath } from '../delivery.ts';
import { messageMail } from '../message-mail.ts';
import { checkBody, renderHeadline, renderMessage } from '../render.ts';
import type { ResolveRecipients } from '../recipients.ts';
import { messagingAccess } from './templates.ts';

/** At most this many copies come back from a preview (the first recipients by name). */
const previewLimit = 20;

/** The send a sender already made with this key, if any (a repeated click answers it again). */
const earlierSend = (db: Knex, senderId: number, key: string) =>
  db('messaging_sends').where({ sender_id: senderId, idempotency_key: key }).first('id');

/**
 * Writes the send and one row per recipient in one transaction; a mail's outbox row is queued in
 * the same transaction, so a rollback sends nothing and a commit sends every mail.
 */
async function writeSend(
  rc: RequestContext,
  body: SendInput,
  audience: string,
  copies: Copy[],
  shared: MessageVariables,
): Promise<number> {
  const mail = rc.service(mailRef);
  const channelId = rc.channel?.index ?? null;
  const sender = rc.requireUser();
  return rc.db.transaction(async (trx) => {
    const [{ id }] = await trx('messaging_sends')
      .insert({
        channel_id: channelId,
        sender_id: sender.id,
        type: body.type,
        source_kind: body.to.kind,
        source_index: body.to.index ?? null,
        audience: audience.slice(0, 200),
        // The history's copy: what everyone shares filled in, `{{name}}` left for each recipient.
        headline: renderHeadline(checkBody(body.type, body.template), { ...shared, name: '{{name}}' }).slice(
          0,
          200,
        ),
        message: renderMessage(body.template.message, { ...shared, name: '{{name}}' }),
        idempotency_key: body.idempotencyKey,
      })
      .returning('id');
    const url = `${rc.origin}${messagePath(id)}`;
    for (const copy of copies) {
      let mailId: number | null = null;
      if (body.type === 'mail' && copy.recipient.email) {
        const props = {
          headline: copy.headline,
          html: copy.message,
          senderName: sender.name,
          channelName: rc.channel?.name ?? '',
          url,
        };
        const to = {
          to: copy.recipient.email,
          locale: copy.recipient.locale,
          channelId,
          ref: `message:${id}`,
        };
        mailId = (await mail.queue(trx, await templateMail(messageMail, props, to))).id;
      }
      await trx('messaging_recipients').insert({
        send_id: id,
        user_id: copy.userId,
        name: copy.name.slice(0, 100),
        locale: copy.locale,
        headline: copy.headline,
        message: copy.message,
        // A mail without an address cannot go; a mail's later state is its outbox row's.
        state: body.type === 'mail' && !mailId ? 'failed' : 'queued',
        mail_id: mailId,
      });
    }
    return id as number;
  });
}

/** Preview per recipient and the send itself. */
export function registerSendRoutes(env: RegisterEnv, resolveRecipients: ResolveRecipients): void {
  env.route({
    method: 'POST',
    path: '/api/message/template/preview',
    summary: 'The message as each recipient would get it, in their language',
    tags: ['messaging'],
    access: [...messagingAccess],
    body: previewInput,
    bodyLimit: '100kb',
    async handler({ body }, rc) {
      const resolved = await resolveRecipients(rc, body.to);
      const shared = { ...requestVariables(rc), ...resolved.variables };
      const copies = composeCopies(
        body.type,
        body.template,
        resolved.recipients.slice(0, previewLimit),
        shared,
      );
      return {
        data: {
          audience: resolved.audience,
          recipientCount: resolved.recipients.length,
          list: copies.map(({ userId, name, locale, headline, message, footer }) => ({
            userId,
            name,
            locale,
            headline,
            message,
            footer,
          })),
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/message/send',
    summary: "Send a notice or a mail to a lecture's learners, the channel or another source",
    tags: ['messaging'],
    access: [...messagingAccess],
    body: sendInput,
    bodyLimit: '100kb',
    async handler({ body }, rc) {
      const senderId = rc.requireUser().id;
      const earlier = await earlierSend(rc.db, senderId, body.idempotencyKey);
      if (earlier) return { result: { sequence: earlier.id as number, repeated: true } };
      const resolved = await resolveRecipients(rc, body.to);
      const shared = { ...requestVariables(rc), ...resolved.variables };
      const copies = composeCopies(body.type, body.template, resolved.recipients, shared);
      let sequence: number;
      try {
        sequence = await writeSend(rc, body, resolved.audience, copies, shared);
      } catch (error) {
        // The same key sent twice at once: the other request's send is the answer.
        const raced = await earlierSend(rc.db, senderId, body.idempotencyKey);
        if (!raced) throw error;
        return { result: { sequence: raced.id as number, repeated: true } };
      }
      if (body.type === 'notice')
        await rc.enqueue(deliverNotices, { sendId: sequence }, { jobId: `notices-${sequence}` });
      rc.status(201);
      return { result: { sequence, repeated: false } };
    },
  });
}
