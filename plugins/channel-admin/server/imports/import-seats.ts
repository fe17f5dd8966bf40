import { AppError, membershipRef, type Knex, type RequestContext } from '@seodang/sdk';

/**
 * Refuses an import that would take more student or IDE seats than the channel has. Called with
 * the channel row locked (`SELECT … FOR UPDATE` in the commit's transaction), so two commits are
 * counted one after the other. The seats in use are the memberships service's count (joined and
 * invited members); pending invitations to addresses without an account hold a seat too, and
 * each new row takes one of each (the rows are invited as students).
 */
export async function reserveImportSeats(
  trx: Knex,
  rc: RequestContext,
  channelId: number,
  rows: number,
): Promise<void> {
  const usage = await rc.service(membershipRef).usage(trx, channelId);
  const [{ count }] = await trx('channel_invitations')
    .where({ channel_id: channelId, kind: 'email', role: 'student' })
    .whereNull('user_id')
    .whereNull('revoked_at')
    .whereNull('accepted_at')
    .where('expires_at', '>', trx.fn.now())
    .count({ count: '*' });
  const pending = Number(count);
  const checks = [
    { seats: usage.students, code: 'student_limit_exceeded' },
    { seats: usage.ide, code: 'ide_license_exceeded' },
  ];
  for (const { seats, code } of checks) {
    const used = seats.used + pending;
    if (seats.limit !== null && used + rows > seats.limit)
      throw new AppError(409, code, `error.${code}`, { used, limit: seats.limit });
  }
}
