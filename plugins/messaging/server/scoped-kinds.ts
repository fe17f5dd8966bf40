import type { Knex, RegisterEnv } from '@seodang/sdk';

/** `rc.inChannel(templateKind, id)`: a template of the request's channel. */
export const templateKind = 'message-template';
/** `rc.inChannel(sendKind, id)`: a send (history row) of the request's channel, not deleted. */
export const sendKind = 'message-send';
/** `rc.inChannel(receivedKind, id)`: any send of the channel; deleting it from the history leaves recipients their copies. */
export const receivedKind = 'message-received';

export const templateNotFound = {
  code: 'template_not_found',
  messageKey: 'messaging.error.template_not_found',
};
export const messageNotFound = { code: 'message_not_found', messageKey: 'messaging.error.message_not_found' };

export interface TemplateRow {
  id: number;
  owner_id: number | null;
  name: string;
  scope: 'private' | 'channel';
  type: 'notice' | 'mail';
  headline: string | null;
  message: string;
}

export interface SendRow {
  id: number;
  sender_id: number | null;
  sender_name: string | null;
  type: 'notice' | 'mail';
  audience: string;
  headline: string;
  message: string;
  created_at: Date;
}

const inChannel = (db: Knex, table: string, channelIndex: number | null) =>
  db(table).whereRaw(`coalesce(${table}.channel_id, 0) = ?`, [channelIndex ?? 0]);

/** The sends of a channel (deleted ones too with `withDeleted`), with their sender's name. */
export function sendsIn(db: Knex, channelIndex: number | null, withDeleted = false): Knex.QueryBuilder {
  const query = inChannel(db, 'messaging_sends', channelIndex)
    .leftJoin('users as sender', 'sender.id', 'messaging_sends.sender_id')
    .select('messaging_sends.*', 'sender.name as sender_name');
  return withDeleted ? query : query.whereNull('messaging_sends.deleted_at');
}

/** Registers the kinds: an id of another channel is left out, so it answers like a missing one. */
export function registerMessagingKinds(env: RegisterEnv): void {
  env.scopedKind<TemplateRow>({
    kind: templateKind,
    async find(db, ids, channelIndex) {
      return (await inChannel(db, 'messaging_templates', channelIndex).whereIn('id', ids)) as TemplateRow[];
    },
  });
  env.scopedKind<SendRow>({
    kind: sendKind,
    async find(db, ids, channelIndex) {
      return (await sendsIn(db, channelIndex).whereIn('messaging_sends.id', ids)) as SendRow[];
    },
  });
  env.scopedKind<SendRow>({
    kind: receivedKind,
    async find(db, ids, channelIndex) {
      return (await sendsIn(db, channelIndex, true).whereIn('messaging_sends.id', ids)) as SendRow[];
    },
  });
}
