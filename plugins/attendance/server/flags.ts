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

const addFlag = (db: Knex, ids: number[], flag: string) =>
  ids.length
    ? db('attendance_records')
        .whereIn('id', ids)
        .whereRaw('NOT (? = ANY(flags))', [flag])
        .update({ flags: db.raw('array_append(flags, ?)', [flag]), updated_at: db.fn.now() })
    : Promise.resolve(0);

/**
 * Flags suspicious check-ins for the teacher (they still count): one browser used for two
 * accounts in a session (`shared_browser`, both records), and one address checking in more than
 * three accounts within a minute (`busy_address`, every record of that minute).
 */
export async function flagCheckIn(db: Knex, row: CheckedIn): Promise<void> {
  if (row.browser) {
    const sameBrowser = (await db('attendance_records')
      .where({ session_id: row.session_id, browser: row.browser })
      .pluck('id')) as number[];
    if (sameBrowser.length > 1) await addFlag(db, sameBrowser, 'shared_browser');
  }
  if (row.address) {
    const recent = (await db('attendance_records')
      .where({ session_id: row.session_id, address: row.address })
      .where('checked_in_at', '>', db.raw("now() - interval '1 minute'"))
      .select('id', 'user_id')) as { id: number; user_id: number }[];
    if (new Set(recent.map((r) => r.user_id)).size > accountsPerAddressMinute)
      await addFlag(
        db,
        recent.map((r) => r.id),
        'busy_address',
      );
  }
}
