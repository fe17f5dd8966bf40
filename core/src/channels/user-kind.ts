import type { Knex, ScopedKindDef, ScopedUser } from '@seodang/sdk';

/** Joined, active memberships: what makes a user a member of a channel. */
const activeMemberships = (db: Knex) =>
  db('channel_members as cm').where({ 'cm.state': 'joined', 'cm.is_active': true });

/**
 * The accounts a request may name by id (`rc.inChannel('user', id)`): in a channel, its joined and
 * active members; on the public site, the public-site accounts, i.e. those that are not an active
 * member of any channel (a school's students and staff are out of reach of the public site).
 */
export const userKind: ScopedKindDef<ScopedUser> = {
  kind: 'user',
  async find(db, ids, channelIndex) {
    const q = db('users as u').whereIn('u.id', ids);
    if (channelIndex !== null)
      q.join('channel_members as cm', 'cm.user_id', 'u.id')
        .where({ 'cm.channel_id': channelIndex, 'cm.state': 'joined', 'cm.is_active': true })
        .select('cm.role');
    else q.whereNotExists(activeMemberships(db).whereRaw('cm.user_id = u.id').select(db.raw('1')));
    const rows = await q.select('u.id', 'u.user_id', 'u.name', 'u.email');
    return rows.map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      name: r.name,
      email: r.email ?? '', // accounts without an e-mail (picture-password pupils)
      role: r.role ?? null,
    }));
  },
};
