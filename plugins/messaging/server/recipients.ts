import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { pickLocale } from '@seodang/sdk/common';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import {
  recipientSourcesPoint,
  type Recipient,
  type RecipientSourceKind,
  type ResolvedRecipients,
} from '../common/recipient-sources.ts';
import type { RecipientSource } from '../common/index.ts';

const lectureNotFound = { code: 'lecture_not_found', messageKey: 'messaging.error.lecture_not_found' };

/** The people behind user ids, with the address and language their copy is written for. */
export async function recipientsOf(db: Knex, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows: { id: number; name: string; email: string | null; locale: string }[] = await db('users')
    .whereIn('id', userIds)
    .orderBy([{ column: 'name' }, { column: 'id' }])
    .select('id', 'name', 'email', 'locale');
  return rows.map((u) => ({ userId: u.id, name: u.name, email: u.email, locale: pickLocale(u.locale) }));
}

/** A lecture's joined learners; its teachers (owner, co-teachers) and the channel's admins only. */
const lectureSource: RecipientSourceKind = {
  kind: 'lecture',
  async resolve(rc, index) {
    if (index === undefined) throw new AppError(400, 'no_recipients', 'messaging.error.no_recipients');
    const lectures = rc.optionalService(lessonContextRef);
    const roster = rc.optionalService(rosterRef);
    if (!lectures || !roster)
      throw new AppError(400, 'unknown_recipients', 'messaging.error.unknown_recipients');
    await rc.inChannel('lecture', index, lectureNotFound);
    const viewer = { userId: rc.requireUser().id, channelId: rc.channel?.index ?? null };
    const lecture = await lectures.lecture(viewer, index);
    if (!lecture) throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
    if (!lecture.canEdit)
      throw new AppError(403, 'not_lecture_manager', 'messaging.error.not_lecture_manager');
    const learners = await roster.learners(index);
    return {
      audience: lecture.title,
      recipients: await recipientsOf(
        rc.db,
        learners.map((l) => l.userId),
      ),
      variables: { lectureName: lecture.title },
    };
  },
};

/** Every joined, active member of the channel but the sender; channel admins only. */
const channelSource: RecipientSourceKind = {
  kind: 'channel',
  async resolve(rc) {
    if (rc.role !== 'admin' || !rc.channel)
      throw new AppError(403, 'channel_admin_only', 'messaging.error.channel_admin_only');
    const ids: number[] = await rc
      .db('channel_members')
      .where({ channel_id: rc.channel.index, state: 'joined', is_active: true })
      .whereNot({ user_id: rc.requireUser().id })
      .pluck('user_id');
    return {
      audience: rc.t('messaging.audience.channel'),
      recipients: await recipientsOf(rc.db, ids),
      variables: {},
    };
  },
};

/** Resolves a send's `to` in the request's channel; an empty list is 400 `no_recipients`. */
export type ResolveRecipients = (rc: RequestContext, to: RecipientSource) => Promise<ResolvedRecipients>;

/** Opens `messaging.recipientSources` with the built-in kinds; other plugins add theirs in `register`. */
export function registerRecipientSources(env: RegisterEnv): ResolveRecipients {
  const sources = new Map<string, RecipientSourceKind>([
    [lectureSource.kind, lectureSource],
    [channelSource.kind, channelSource],
  ]);
  env.registerExtensionPoint(recipientSourcesPoint, {
    add(source) {
      if (sources.has(source.kind)) throw new Error(`messaging: recipient kind '${source.kind}' added twice`);
      sources.set(source.kind, source);
    },
  });
  return async (rc, to) => {
    const source = sources.get(to.kind);
    if (!source) throw new AppError(400, 'unknown_recipients', 'messaging.error.unknown_recipients');
    const resolved = await source.resolve(rc, to.index);
    if (resolved.recipients.length === 0)
      throw new AppError(400, 'no_recipients', 'messaging.error.no_recipients');
    return resolved;
  };
}
