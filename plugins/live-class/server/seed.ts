import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import type { Knex, SeedContext } from '@seodang/sdk';
import { liveFiles, recordingKey } from './recording.ts';
import type { MeetingRow } from './scoped-kinds.ts';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';
import { endMeeting, insertMeeting } from './meetings.ts';
import { join } from './presence.ts';
import { seedClassQuiz } from './seed-code-tab.ts';

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
  await db('live_hand_log')
    .where({ meeting_id: meetingId })
    .update({ raised_at: shift('raised_at') });
  await db('live_recordings')
    .where({ meeting_id: meetingId })
    .update({ started_at: shift('started_at'), stopped_at: shift('stopped_at') });
}

/** The ended demo class's name. */
const pastClassName = '파이썬 기초 실시간 수업 1회차';
/** Its recording's length: long enough to see the chat come in. */
const recordingSeconds = 24;

/**
 * Gives the ended demo class a short ready recording, stored like a real one: a test-pattern
 * video with a tone made by Debian's ffmpeg, recorded from ten minutes into the class, with the
 * class's chat and hands placed inside it. Idempotent: a class with a recording row is left alone;
 * without ffmpeg or file storage the class simply has no recording.
 */
async function seedRecording(ctx: SeedContext, lectureIndex: number): Promise<void> {
  const { db } = ctx;
  const past = (await db('live_meetings')
    .where({ lecture_id: lectureIndex, name: pastClassName, status: 'ended' })
    .first()) as MeetingRow | undefined;
  if (!past?.started_at || !ctx.service) return;
  if (await db('live_recordings').where({ meeting_id: past.id }).first('meeting_id')) return;
  const start = new Date(new Date(past.started_at).getTime() + 10 * 60_000);
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const work = await mkdtemp(joinPath(tmpdir(), 'seodang-live-seed-'));
  try {
    const file = joinPath(work, 'recording.webm');
    await promisify(execFile)(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=s=640x360:r=15:d=${recordingSeconds}`,
        '-f',
        'lavfi',
        '-i',
        `sine=f=330:d=${recordingSeconds}`,
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '400k',
        '-c:a',
        'libopus',
        '-b:a',
        '48k',
        '-shortest',
        '-f',
        'webm',
        file,
      ],
      { timeout: 120_000 },
    );
    const key = recordingKey(past);
    await liveFiles({ service: ctx.service }).put(key, createReadStream(file), { contentType: 'video/webm' });
    const size = (await stat(file)).size;
    // The chat and the hands happen while it records.
    const chat = (await db('live_chat_messages')
      .where({ meeting_id: past.id })
      .orderBy('id')
      .select('id')) as {
      id: number;
    }[];
    for (const [i, c] of chat.entries())
      await db('live_chat_messages')
        .where({ id: c.id })
        .update({ created_at: at(2 + 4 * i) });
    const hands = (await db('live_hand_log').where({ meeting_id: past.id }).orderBy('id').select('id')) as {
      id: number;
    }[];
    for (const [i, h] of hands.entries())
      await db('live_hand_log')
        .where({ id: h.id })
        .update({ raised_at: at(9 + 4 * i) });
    await db('live_recordings').insert({
      meeting_id: past.id,
      state: 'ready',
      progress: 100,
      started_at: start,
      stopped_at: at(recordingSeconds),
      storage_key: key,
      size,
      duration_ms: recordingSeconds * 1000,
    });
  } catch {
    // No ffmpeg here: the demo class goes without a recording.
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Demo data, through the plugin's own services: in the demo school's Python lecture, a class
 * tomorrow at 10:00 with recording on and a programming quiz for its code tab, and yesterday's
 * class, ended, with its chat, two raised hands (in raise order) and attendance (the last learner
 * left early). Idempotent: once the lecture has classes, nothing is added. No media room is made: the ended class never needs one.
 */
export async function seedLiveClass(ctx: SeedContext): Promise<void> {
  const { db, channelId } = ctx;
  const roster = await demoRoster(db, channelId, demoLecture);
  if (!roster?.ownerId) return;
  if (await db('live_meetings').where({ lecture_id: roster.lectureIndex }).first('id')) {
    // A demo seeded before recordings (or the code tab) existed gets them now.
    await seedRecording(ctx, roster.lectureIndex);
    await seedClassQuiz(ctx, roster.lectureIndex);
    return;
  }
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
  await seedClassQuiz(ctx, roster.lectureIndex);

  const past = await insertMeeting(
    db,
    {
      name: pastClassName,
      lectureIndex: roster.lectureIndex,
      useRecord: true,
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
  await seedRecording(ctx, roster.lectureIndex);
  await moveBack(db, past.id, day);
}
