import test from 'ava';
import { createLogger } from '@seodang/core';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import {
  destroyExamRooms,
  examineeRoom,
  testRooms,
  videoRoomRequest,
} from '../../plugins/assessment/server/test-support/exam-rooms.ts';
import { closeFinishedRooms, roomGraceMs } from '../../plugins/assessment/server/recordings/room-closer.ts';
import { examOfItsOwn } from '../e2e/support/janus-publisher.ts';

const log = createLogger('silent');

test.serial(
  "a finished exam's rooms are destroyed on the media server after the last examinee's end; extra time keeps them; a later meeting info makes the room again",
  async (t) => {
    t.truthy(
      process.env.JANUS_HTTP_URL,
      'rooms live on the media server: JANUS_HTTP_URL (npm test starts it)',
    );
    const httpUrl = process.env.JANUS_HTTP_URL!;
    const fixture = await examFixture({ examinees: 2 });
    const f = { ...fixture, examIndex: await examOfItsOwn(fixture, 3) };
    const db = f.app.core.db;
    const exists = async (userId: number) =>
      (
        await videoRoomRequest(httpUrl, {
          request: 'exists',
          room: (await examineeRoom(db, f.examIndex, userId)).room,
        })
      ).exists;
    const closedAt = async () =>
      (await db('assessment_recording_exams').where({ exam_id: f.examIndex }).first('rooms_closed_at'))
        .rooms_closed_at;
    try {
      const one = await f.as('examinee1');
      const two = await f.as('examinee2');
      for (const [s, id] of [
        [one, f.ids.examinee1],
        [two, f.ids.examinee2],
      ] as const) {
        t.is((await s.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${id}`)).status, 200);
      }
      t.true(await exists(f.ids.examinee1));
      t.true(await exists(f.ids.examinee2));

      // Running: nothing is closed.
      await closeFinishedRooms(db, log, async () => testRooms());
      t.true(await exists(f.ids.examinee1));
      t.is(await closedAt(), null);

      // The exam ended past the grace period, but examinee2 has an hour of extra time: still open.
      const ended = new Date(Date.now() - roomGraceMs - 60_000);
      await db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ start_at: new Date(ended.getTime() - 3600_000), end_at: ended });
      await db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee2 })
        .update({ extra_time_ms: 3600_000 });
      await closeFinishedRooms(db, log, async () => testRooms());
      t.true(await exists(f.ids.examinee1), 'someone is still writing');
      t.is(await closedAt(), null);

      // Everybody past their end by the grace period: every room goes, once.
      await db('assessment_exam_members').where({ exam_id: f.examIndex }).update({ extra_time_ms: 0 });
      await closeFinishedRooms(db, log, async () => testRooms());
      t.false(await exists(f.ids.examinee1));
      t.false(await exists(f.ids.examinee2));
      const closed = await closedAt();
      t.truthy(closed);
      await closeFinishedRooms(db, log, async () => testRooms());
      t.deepEqual(await closedAt(), closed, 'a closed exam is not looked at again');

      // Extra time given afterwards: the examinee's meeting info makes their room again and reopens the exam.
      await db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee1 })
        .update({ extra_time_ms: 2 * 3600_000 });
      t.is(
        (await one.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`)).status,
        200,
      );
      t.true(await exists(f.ids.examinee1));
      t.is(await closedAt(), null);
    } finally {
      await destroyExamRooms(db, f.examIndex);
      await f.app.stop();
    }
  },
);
