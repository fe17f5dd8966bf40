import type { Knex, SeedContext } from '@seodang/sdk';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';
import { endMeeting, insertMeeting } from './meetings.ts';
import { join } from './presence.ts';

/** The demo school's lecture that holds live classes. */
export const demoLecture = '정보 수업: 파이썬 기초';
const day = 86_400_000;

/** The ended class's chat, by roster position (-1: the teacher). */
const demoChat: [who: number, message: string][] = [
  [-1, '안녕하세요, 오늘은 리스트와 반복문을 배워 봅시다.'],
  [0, '선생님, 화면 잘 보여요!'],
  [1, 'for 문에서 range(1, 10)은 10도 포함되나요?'],
  [-1, '좋은 질문이에요. 끝 값 10은 포함되지 않습니다.'],
  [2, '이해했어요. 감사합니다!'],
];

/** Moves every time of the class back by `ms`, so the ended class lies in the past. */
async function moveBack(db: Knex, meetingId: number, ms: number): Promise<void> {
  const by = db.raw(`interval '${Math.round(ms / 1000)} seconds'`);
  const shift = (column: string) => db.raw(`?? - ?`, [column, by]);
  await db('live_meetings')
    .where({ id: meetingId })
    .update({ start_at: shift('start_at'), started_at: shift('started_at'), ended_at: shift('ended_at') });
  await db('live_participants')
    .where({ meeting_id: meetingId })
    .update({ first_joined_at: shift('first_joined_at'), last_left_at: shift('last_left_at') });
  await db('live_presence')
    .where({ meeting_id: meetingId })
    .update({ joined_at: shift('joined_at'), left_at: shift('left_at') });
  await db('live_chat_messages')
    .where({ meeting_id: meetingId })
    .update({ created_at: shift('created_at') });
  await db('live_reactions')
    .where({ meeting_id: meetingId })
    .update({ raised_at: shift('raised_at') });
}

/**
 * Demo data, through the plugin's own services: in the demo school's Python lecture, a class
 * tomorrow at 10:00 with recording on, and yesterday's class, ended, with its chat, two raised
 * hands (in raise order) and attendance (the last learner left early). Idempotent: once the lecture
 * has classes, nothing is added. No media room is made: the ended class never needs one.
 */
export async function seedLiveClass(ctx: SeedContext): Promise<void> {
  const { db, channelId } = ctx;
  const roster = await demoRoster(db, channelId, demoLecture);
  if (!roster?.ownerId) return;
  if (await db('live_meetings').where({ lecture_id: roster.lectureIndex }).first('id')) return;
  const ownerId = roster.ownerId;
  const tomorrow = new Date(Date.now() + day);
  tomorrow.setUTCHours(1, 0, 0, 0); // 10:00 in Seoul
  await insertMeeting(
    db,
    {
      name: '파이썬 기초 실시간 수업 2회차',
      lectureIndex: roster.lectureIndex,
      useRecord: true,
      startAt: tomorrow.toISOString(),
      durationMinutes: 50,
      maxUserCount: 24,
    },
    channelId,
    ownerId,
  );

  const past = await insertMeeting(
    db,
    {
      name: '파이썬 기초 실시간 수업 1회차',
      lectureIndex: roster.lectureIndex,
      useRecord: false,
      startAt: new Date().toISOString(),
      durationMinutes: 50,
      maxUserCount: 24,
    },
    channelId,
    ownerId,
  );
  await db('live_meetings').where({ id: past.id }).update({ status: 'live', started_at: db.fn.now() });
  await join(db, past.id, ownerId, 'creator');
  const learners = roster.learners.slice(0, 3);
  for (const learner of learners) await join(db, past.id, learner.userId, 'attendee');
  for (const [who, message] of demoChat) {
    const userId = who < 0 ? ownerId : learners[who % Math.max(learners.length, 1)]?.userId;
    if (userId) await db('live_chat_messages').insert({ meeting_id: past.id, user_id: userId, message });
  }
  // Hands: the second learner first, then the first.
  for (const learner of [learners[1], learners[0]].filter((l) => !!l))
    await db('live_reactions').insert({ meeting_id: past.id, user_id: learner.userId, type: 'hand' });
  // The last learner left early (when there is more than one): their stretch ends 30 minutes in.
  const leaver = learners.length > 1 ? learners.at(-1) : undefined;
  await db.transaction((trx) => endMeeting(trx, past.id));
  // A 50-minute class: everyone came in its first minutes; the leaver left after 30.
  const start = db.raw("(SELECT ended_at - interval '50 minutes' FROM live_meetings WHERE id = ?)", [
    past.id,
  ]);
  await db('live_meetings').where({ id: past.id }).update({ started_at: start });
  await db('live_presence')
    .where({ meeting_id: past.id })
    .update({ joined_at: db.raw("? + interval '2 minutes'", [start]) });
  await db('live_participants')
    .where({ meeting_id: past.id })
    .update({ first_joined_at: db.raw("? + interval '2 minutes'", [start]) });
  if (leaver) {
    const left = db.raw("? + interval '32 minutes'", [start]);
    await db('live_presence')
      .where({ meeting_id: past.id, user_id: leaver.userId })
      .update({ left_at: left });
    await db('live_participants')
      .where({ meeting_id: past.id, user_id: leaver.userId })
      .update({ last_left_at: left });
  }
  await moveBack(db, past.id, day);
}
