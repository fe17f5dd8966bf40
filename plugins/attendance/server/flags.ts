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
 * Flags suspicious check-ins for the teacher (they still count): one browser used for two
 * accounts in a session (`shared_browser`, both records), and one address checking in more than
 * three accounts within a minute (`busy_address`, every record of that minute).
 *
 * One statement, run after the record's insert has committed: it counts both groups and marks
 * their records, so among check-ins at the same moment the last one to commit sees them all. A
 * record another check-in marked meanwhile is read again before it is written (PostgreSQL
 * rechecks an updated row), so no flag is added twice.
 */
export async function flagCheckIn(db: Knex, row: CheckedIn): Promise<void> {
  const recent = "checked_in_at > now() - interval '1 minute'";
  // Whether the record joins a flagged group and lacks its flag (read again on a rechecked row).
  const sharedHere = `(SELECT shared FROM groups) AND r.browser = :browser AND NOT ('shared_browser' = ANY(r.flags))`;
  const busyHere = `(SELECT busy FROM groups) AND r.address = :address AND r.${recent} AND NOT ('busy_address' = ANY(r.flags))`;
  await db.raw(
    `WITH groups AS (
       SELECT count(DISTINCT user_id) FILTER (WHERE browser = :browser) > 1 AS shared,
              count(DISTINCT user_id) FILTER (WHERE address = :address AND ${recent}) > :most AS busy
         FROM attendance_records WHERE session_id = :session
     )
     UPDATE attendance_records r
        SET flags = r.flags
              || CASE WHEN ${sharedHere} THEN ARRAY['shared_browser'] ELSE CAST('{}' AS text[]) END
              || CASE WHEN ${busyHere} THEN ARRAY['busy_address'] ELSE CAST('{}' AS text[]) END,
            updated_at = now()
      WHERE r.session_id = :session AND ((${sharedHere}) OR (${busyHere}))`,
    { session: row.session_id, browser: row.browser, address: row.address, most: accountsPerAddressMinute },
  );
}
