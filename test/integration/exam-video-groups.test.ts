import test from 'ava';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import { destroyExamRooms } from '../../plugins/assessment/server/test-support/exam-rooms.ts';

// §7 "Exam video": `POST /api/peerConnection/list {examIndex, groupIndex}` and
// `GET /api/peerConnection/infos ?groupIndex` answer for the supervision group asked for.
test("meeting infos and user infos of a supervision group are that group's examinees; 'all' is every examinee", async (t) => {
  if (!process.env.JANUS_HTTP_URL)
    return t.fail('JANUS_HTTP_URL is required: meeting infos open Janus rooms');
  const f = await examFixture({ examinees: 3 });
  try {
    const sup = await f.as('watcher');
    const created = await sup.post('/api/supervisionGroup', {
      supervisionGroupName: '2반',
      examIndex: f.examIndex,
      lectureIndex: f.lectureSeq,
    });
    const groupIndex = created.body.supervisionGroup.index as number;
    const added = await sup.post('/api/supervisionGroup/users', {
      examIndex: f.examIndex,
      lectureIndex: f.lectureSeq,
      role: 'student',
      groupUserPairs: [{ supervisionGroupIndex: groupIndex, userId: f.ids.examinee2 }],
    });
    t.true(added.body.result);

    const list = async (groupIndex: number | 'all') =>
      (await sup.post('/api/peerConnection/list', { examIndex: f.examIndex, groupIndex })).body.data as {
        userId: number;
        meeting: { ExternalMeetingId: string };
      }[];
    const ofGroup = await list(groupIndex);
    t.deepEqual(
      ofGroup.map((i) => i.userId),
      [f.ids.examinee2],
      "only the group's examinee",
    );
    t.is(ofGroup[0].meeting.ExternalMeetingId, `${f.examIndex}-${f.ids.examinee2}`);
    t.deepEqual(
      (await list('all')).map((i) => i.userId).sort(),
      [f.ids.examinee1, f.ids.examinee2, f.ids.examinee3].sort(),
    );

    const infos = async (group: string) =>
      (await sup.get(`/api/peerConnection/infos?examIndex=${f.examIndex}&groupIndex=${group}`)).body as {
        userInfoList: { id: number }[];
        mediaDeviceType: string[];
      };
    t.deepEqual(
      (await infos(String(groupIndex))).userInfoList.map((u) => u.id),
      [f.ids.examinee2],
    );
    t.is((await infos('all')).userInfoList.length, 3);

    // An empty group is an empty list, not every examinee.
    const empty = (
      await sup.post('/api/supervisionGroup', {
        supervisionGroupName: '빈 반',
        examIndex: f.examIndex,
        lectureIndex: f.lectureSeq,
      })
    ).body.supervisionGroup.index as number;
    t.deepEqual(await list(empty), []);
    t.deepEqual((await infos(String(empty))).userInfoList, []);

    // Only the exam's supervisors may ask.
    const examinee = await f.as('examinee1');
    t.is(
      (await examinee.get(`/api/peerConnection/infos?examIndex=${f.examIndex}&groupIndex=${groupIndex}`))
        .status,
      403,
    );
    t.is(
      (await examinee.post('/api/peerConnection/list', { examIndex: f.examIndex, groupIndex })).status,
      403,
    );
  } finally {
    await destroyExamRooms(f.app.core.db, f.examIndex);
    await f.app.stop();
  }
});
