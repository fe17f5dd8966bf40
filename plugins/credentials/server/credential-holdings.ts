import type { Knex, RegisterEnv } from '@seodang/sdk';
import { credentialHoldingsRef, type CredentialHolding } from '../common/credential-holdings.ts';

/** Certificates (and badges) of one organisation with their credential (`c`, `i`). */
const issued = (db: Knex, channelId: number | null) => {
  const q = db('certificates as c').join('credentials_issued as i', 'i.id', 'c.credential_id');
  return channelId === null ? q.whereNull('c.channel_id') : q.where('c.channel_id', channelId);
};

type Row = {
  user_id: number;
  channel_id: number | null;
  source_kind: string;
  source_index: number;
  live: string | null;
  last: string;
};

const holding = (r: Row): CredentialHolding => ({
  userId: r.user_id,
  channelId: r.channel_id,
  sourceKind: r.source_kind,
  sourceIndex: r.source_index,
  live: r.live !== null,
  certId: r.live ?? r.last,
});

/** Offers what learners hold, one organisation at a time (`credentials.credential-holdings`). */
export function provideCredentialHoldings(env: RegisterEnv): void {
  env.provideService(credentialHoldingsRef, (ctx) => {
    const grouped = (channelId: number | null) =>
      issued(ctx.db, channelId)
        .groupBy('c.user_id', 'c.channel_id', 'c.source_kind', 'c.source_index')
        .select(
          'c.user_id',
          'c.channel_id',
          'c.source_kind',
          'c.source_index',
          ctx.db.raw(
            `(array_agg(c.cert_id ORDER BY c.id DESC)
                FILTER (WHERE c.replaced_at IS NULL AND i.revoked_at IS NULL))[1] as live`,
          ),
          ctx.db.raw('(array_agg(c.cert_id ORDER BY c.id DESC))[1] as last'),
        );
    return {
      async holdingOf(channelId, p) {
        const row = (await grouped(channelId)
          .where({ 'c.user_id': p.userId, 'c.source_kind': p.sourceKind, 'c.source_index': p.sourceIndex })
          .first()) as Row | undefined;
        return row ? holding(row) : null;
      },
      async holdings(channelId, after, limit) {
        const q = grouped(channelId)
          .orderBy([{ column: 'c.user_id' }, { column: 'c.source_kind' }, { column: 'c.source_index' }])
          .limit(limit);
        if (after)
          q.whereRaw('(c.user_id, c.source_kind, c.source_index) > (?, ?, ?)', [
            after.userId,
            after.sourceKind,
            after.sourceIndex,
          ]);
        return ((await q) as Row[]).map(holding);
      },
    };
  });
}
