import type { Knex, RegisterEnv } from '@seodang/sdk';
import {
  credentialHoldingsRef,
  type CredentialHolding,
  type HeldCredential,
} from '../common/credential-holdings.ts';

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

type CredentialRow = {
  cert_id: string;
  user_id: number;
  channel_id: number | null;
  source_kind: string;
  source_index: number;
  title: string;
  holder_name: string;
  issued_at: Date;
  valid_until: Date | null;
  replaced_at: Date | null;
  revoked_at: Date | null;
};

/** Revoked wins over expired, expired over replaced. */
const held = (r: CredentialRow, now: number): HeldCredential => {
  const until = r.valid_until ?? null;
  return {
    certId: r.cert_id,
    userId: r.user_id,
    channelId: r.channel_id,
    sourceKind: r.source_kind,
    sourceIndex: r.source_index,
    title: r.title,
    holderName: r.holder_name,
    issuedAt: new Date(r.issued_at).toISOString(),
    validUntil: until === null ? null : new Date(until).toISOString(),
    state: r.revoked_at
      ? 'revoked'
      : until !== null && new Date(until).getTime() <= now
        ? 'expired'
        : r.replaced_at
          ? 'replaced'
          : 'valid',
  };
};

const credentialColumns = [
  'c.cert_id',
  'c.user_id',
  'c.channel_id',
  'c.source_kind',
  'c.source_index',
  'c.title',
  'c.holder_name',
  'c.issued_at',
  'c.valid_until',
  'c.replaced_at',
  'i.revoked_at',
];

/** Those of `certIds` (at most 200) issued in the organisation, with what `held` reads. */
const named = (db: Knex, channelId: number | null, certIds: string[]) =>
  issued(db, channelId).whereIn('c.cert_id', certIds.slice(0, 200)).select(credentialColumns);

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
      async heldBy(channelId, userId) {
        const rows = (await issued(ctx.db, channelId)
          .where('c.user_id', userId)
          .whereNull('c.replaced_at')
          .orderBy('c.id', 'desc')
          .limit(200)
          .select(credentialColumns)) as CredentialRow[];
        const now = Date.now();
        return rows.map((r) => held(r, now));
      },
      async byIds(channelId, certIds) {
        if (!certIds.length) return [];
        const rows = (await named(ctx.db, channelId, certIds)) as CredentialRow[];
        const now = Date.now();
        return rows.map((r) => held(r, now));
      },
      async lockedByIds(trx, channelId, certIds) {
        if (!certIds.length) return [];
        // Only the credential rows: a revocation (a reissue's too) updates them, and a reissue
        // locks them before its certificate row, so locking the certificates too could deadlock.
        const rows = (await named(trx, channelId, certIds)
          .orderBy('c.cert_id')
          .forShare('i')) as CredentialRow[];
        const now = Date.now();
        return rows.map((r) => held(r, now));
      },
    };
  });
}
