import type { RegisterEnv } from '@seodang/sdk';

/**
 * The `notice` and `question` scoped kinds: community notices and Q&A questions of the request's
 * channel (channel_id, null on the public site), for `rc.inChannel('notice', id)`.
 */
export function registerCommunityKinds(env: RegisterEnv): void {
  for (const [kind, table] of [
    ['notice', 'community_notices'],
    ['question', 'community_questions'],
  ] as const) {
    env.scopedKind<{ id: number; title: string; authorId: number | null }>({
      kind,
      async find(db, ids, channelIndex) {
        const rows = await db(table)
          .whereIn('id', ids)
          .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
          .select('id', 'title', 'author_id');
        return rows.map((r) => ({ id: Number(r.id), title: r.title, authorId: r.author_id }));
      },
    });
  }
}
