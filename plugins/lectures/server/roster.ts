import type { Knex } from 'knex';
import type { RosterLearner, RosterService } from '../common/roster.ts';

/** `lectures.roster`: a lecture's joined learners, read from the enrolments this plugin owns. */
export function rosterService(db: Knex): RosterService {
  return {
    async learners(lectureIndex) {
      return (await db('lecture_enrolments as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where({ 'e.lecture_id': lectureIndex, 'e.state': 'joined' })
        .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
        .select('u.id as userId', 'u.user_id as loginId', 'u.name')) as RosterLearner[];
    },
    async isLearner(lectureIndex, userId) {
      const row = await db('lecture_enrolments')
        .where({ lecture_id: lectureIndex, user_id: userId, state: 'joined' })
        .first('id');
      return !!row;
    },
  };
}

/**
 * For other plugins' demo seeds (`@seodang/plugin-lectures/demo-roster`): a seeded lecture of the
 * channel found by its title, with its joined learners; null when the lectures seed made none.
 */
export async function demoRoster(
  db: Knex,
  channelId: number,
  title: string,
): Promise<{ lectureIndex: number; ownerId: number | null; learners: RosterLearner[] } | null> {
  const lecture = await db('lectures')
    .where({ channel_id: channelId, subject: title })
    .first('id', 'owner_id');
  if (!lecture) return null;
  return {
    lectureIndex: lecture.id,
    ownerId: lecture.owner_id,
    learners: await rosterService(db).learners(lecture.id),
  };
}
