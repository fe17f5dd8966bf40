import type { Knex } from 'knex';
import { AppError, invitationStates, type SeatUsage } from '@seodang/sdk';
import type { Role } from '@seodang/sdk/common';

/** Roles that take a student seat. */
export const studentSeatRoles: readonly Role[] = ['student'];
/** Roles that take an IDE licence: everyone who works in the coding workspace as a learner or teacher. */
export const ideSeatRoles: readonly Role[] = ['student', 'teacher', 'temp'];

/** Whether a membership in this state holds a seat: joined and active, or invited and not yet answered. */
export const holdsSeat = (m: { state: string; is_active: boolean }): boolean =>
  (m.state === 'joined' && m.is_active) || invitationStates.includes(m.state as never);

function seatsQuery(db: Knex, channelId: number, roles: readonly Role[]) {
  return db('channel_members')
    .where('channel_id', channelId)
    .whereIn('role', roles)
    .where((q) => q.where({ state: 'joined', is_active: true }).orWhereIn('state', invitationStates));
}

async function countSeats(db: Knex, channelId: number, roles: readonly Role[]): Promise<number> {
  const [{ count }] = await seatsQuery(db, channelId, roles).count({ count: '*' });
  return Number(count);
}

/** Student and IDE seats in use against the channel's limits. */
export async function seatUsage(
  db: Knex,
  channelId: number,
): Promise<{ students: SeatUsage; ide: SeatUsage }> {
  const channel = await db('channels').where({ id: channelId }).first('student_limit', 'ide_license_count');
  return {
    students: {
      used: await countSeats(db, channelId, studentSeatRoles),
      limit: channel?.student_limit ?? null,
    },
    ide: { used: await countSeats(db, channelId, ideSeatRoles), limit: channel?.ide_license_count ?? null },
  };
}

/** Seats of each kind to add. */
export interface SeatDemand {
  students: number;
  ide: number;
}

/** The seats these memberships take (one role per membership that starts holding a seat). */
export const seatsFor = (roles: readonly Role[]): SeatDemand => ({
  students: roles.filter((r) => studentSeatRoles.includes(r)).length,
  ide: roles.filter((r) => ideSeatRoles.includes(r)).length,
});

/** The seats a member holding a seat takes on when their role changes from `from` to `to`. */
export const seatsGained = (from: Role, to: Role): SeatDemand => ({
  students: studentSeatRoles.includes(to) && !studentSeatRoles.includes(from) ? 1 : 0,
  ide: ideSeatRoles.includes(to) && !ideSeatRoles.includes(from) ? 1 : 0,
});

/**
 * Refuses to add the `demand` seats beyond
 * the channel's limits. Locks the channel row first (`SELECT … FOR UPDATE`, inside `trx`), so two
 * additions at once are counted one after the other and only one can take the last seat.
 */
export async function reserveSeats(
  trx: Knex.Transaction,
  channelId: number,
  demand: SeatDemand,
): Promise<void> {
  const { students, ide } = demand;
  if (!students && !ide) return;
  const channel = await trx('channels')
    .where({ id: channelId })
    .forUpdate()
    .first('student_limit', 'ide_license_count');
  if (!channel) throw new AppError(404, 'channel_not_found');
  if (students && channel.student_limit !== null) {
    const used = await countSeats(trx, channelId, studentSeatRoles);
    if (used + students > channel.student_limit)
      throw new AppError(409, 'student_limit_exceeded', 'error.student_limit_exceeded', {
        used,
        limit: channel.student_limit,
      });
  }
  if (ide && channel.ide_license_count !== null) {
    const used = await countSeats(trx, channelId, ideSeatRoles);
    if (used + ide > channel.ide_license_count)
      throw new AppError(409, 'ide_license_exceeded', 'error.ide_license_exceeded', {
        used,
        limit: channel.ide_license_count,
      });
  }
}
