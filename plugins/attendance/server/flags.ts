import type { Knex } from '@seodang/sdk';

/** More accounts than this from one address within a minute are flagged. */
export const accountsPerAddressMinute = 3;

interface CheckedIn {
  id: number;
  session_id: number;
  user_id: number;
  address: string | null;
  browser: string | null;
}

/**
 * Adds `flag` to every record of `group` (one session's records sharing a browser or an address,
 * within `since` when given) that lacks it, when the group holds more than `moreThan` accounts.
 * One statement: the count and the marking see the same rows, and no id list travels.
 */
function flagGroup(
  db: Knex,
  group: Record<string, unknown>,
  flag: string,
  moreThan: number,
  since?: Knex.Raw,
) {
  const members = (q: Knex.QueryBuilder) =>
    since ? q.where(group).where('checked_in_at', '>', since) : q.where(group);
  return members(db('attendance_records'))
    .whereRaw('NOT (? = ANY(flags))', [flag])
    .where(db.raw('?', [moreThan]), '<', members(db('attendance_records')).countDistinct('user_id'))
    .update({ flags: db.raw('array_append(flags, ?)', [flag]), updated_at: db.fn.now() });
}

/**
 * Flags suspicious check-ins for the teacher (they still count): one browser used for two
 * accounts in a session (`shared_browser`, both records), and one address checking in more than
 * three accounts within a minute (`busy_address`, every record of that minute).
 */
export async function flagCheckIn(db: Knex, row: CheckedIn): Promise<void> {
  if (row.browser)
    await flagGroup(db, { session_id: row.session_id, browser: row.browser }, 'shared_browser', 1);
  if (row.address)
    await flagGroup(
      db,
      { session_id: row.session_id, address: row.address },
      'busy_address',
      accountsPerAddressMinute,
      db.raw("now() - interval '1 minute'"),
    );
}
