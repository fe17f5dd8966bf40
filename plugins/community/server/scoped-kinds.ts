import type { Knex, RegisterEnv } from '@seodang/sdk';

/** A notice or question as its scoped kind finds it. */
export interface ScopedPost {
  id: number;
  title: string;
  authorId: number | null;
}

/** An answer or comment as its scoped kind finds it, with the question it belongs to. */
export interface ScopedReply {
  id: number;
  questionId: number;
  authorId: number | null;
}

const inChannel = (q: Knex.QueryBuilder, column: string, channelIndex: number | null) =>
  q.whereRaw(`coalesce(${column}, 0) = ?`, [channelIndex ?? 0]);

/**
 * The community's scoped kinds, for `rc.inChannel(kind, id)`: `notice` and `question` (rows of the
 * request's channel; channel_id null on the public site), and `answer` and `comment` (replies to a
 * question of that channel).
 */
export function registerCommunityKinds(env: RegisterEnv): void {
  for (const [kind, table] of [
    ['notice', 'community_notices'],
    ['question', 'community_questions'],
  ] as const) {
    env.scopedKind<ScopedPost>({
      kind,
      async find(db, ids, channelIndex) {
        const rows = await inChannel(db(table).whereIn('id', ids), 'channel_id', channelIndex).select(
          'id',
          'title',
          'author_id',
        );
        return rows.map((r: { id: number; title: string; author_id: number | null }) => ({
          id: Number(r.id),
          title: r.title,
          authorId: r.author_id,
        }));
      },
    });
  }
  for (const [kind, table] of [
    ['answer', 'community_answers'],
    ['comment', 'community_comments'],
  ] as const) {
    env.scopedKind<ScopedReply>({
      kind,
      async find(db, ids, channelIndex) {
        const rows = await inChannel(
          db(`${table} as c`).join('community_questions as q', 'q.id', 'c.question_id').whereIn('c.id', ids),
          'q.channel_id',
          channelIndex,
        ).select('c.id', 'c.question_id', 'c.author_id');
        return rows.map((r: { id: number; question_id: number; author_id: number | null }) => ({
          id: Number(r.id),
          questionId: Number(r.question_id),
          authorId: r.author_id,
        }));
      },
    });
  }
}
