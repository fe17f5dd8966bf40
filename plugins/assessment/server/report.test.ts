import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

test.serial(
  'examinee report: metrics of §3 and one incident timeline; another examinee cannot read it',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await f.as('examinee1');
      await s.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      const at = Date.now();
      const stored = await s.post(`/api/exam/${f.examIndex}/signals`, {
        events: [
          { kind: 'paste', quizId: 'q1', data: { length: 120 }, at },
          { kind: 'paste', quizId: 'q1', data: { length: 3 }, at: at + 1 },
          { kind: 'blur', quizId: 'q1', at: at + 2 },
          { kind: 'focus', quizId: 'q1', at: at + 3 },
          { kind: 'faces', data: { count: 2 }, at: at + 4 },
          { kind: 'edit', quizId: 'q1', data: { text: 'pri', length: 3 }, at: at + 5 },
          { kind: 'edit', quizId: 'q1', data: { text: 'print(3)', length: 8 }, at: at + 6 },
          { kind: 'hidden', at: at + 7 },
        ],
      });
      t.is(stored.body.stored, 8);
      await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: '2번은 나중에' });
      await s.post(`/api/exam/${f.examIndex}/finish`);
      const sup = await f.as('watcher');
      const r = await sup.get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`);
      const m = r.body.data.metrics;
      // Its own figures: in the room for the moments between entering and finishing.
      t.true(m.attendanceRate > 0 && m.attendanceRate < 0.01, String(m.attendanceRate));
      t.deepEqual(r.body.data.exam, { examineeCount: 2, attendedCount: 1 });
      t.is(m.totalScore, 100);
      t.is(m.ipUsageCount, 1);
      t.is(m.quizInOutEvents, 3);
      t.is(m.pasteSuspicion, 1, 'only the large paste');
      t.is(m.webcamMultiplePeople, 1);
      t.true(m.takenTime >= 0);
      t.true(m.totalTestTime > 60 * 60_000);
      t.deepEqual(
        r.body.data.memos.map((m: { quizId: string; text: string }) => [m.quizId, m.text]),
        [
          ['q1', '2번은 나중에'],
          ['q2', ''],
        ],
        'every quiz, labelled',
      );
      t.deepEqual(
        r.body.data.writingHistory.map((w: { text: string }) => w.text),
        ['pri', 'print(3)'],
        'every edit, in order',
      );
      const kinds = r.body.data.timeline.map((e: { kind: string; type?: string }) => e.type ?? e.kind);
      t.deepEqual(
        kinds,
        ['EXAM_ENTER', 'paste', 'paste', 'blur', 'focus', 'faces', 'hidden', 'EXAM_FINISHED'],
        'one clock for access and signals',
      );
      t.is(
        (await (await f.as('examinee2')).get(`/api/exam/${f.examIndex}/report/${f.ids.examinee1}`)).status,
        403,
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "signals are the exam room's: none before the first entry, times kept inside the exam, none long after finishing",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const s = await f.as('examinee1');
      const send = (at: number) =>
        s.post(`/api/exam/${f.examIndex}/signals`, {
          events: [{ kind: 'edit', quizId: 'q1', data: { text: 'x', length: 1 }, at }],
        });
      const early = await send(Date.now());
      t.is(early.status, 409);
      t.is(early.body.err.code, 'not_in_exam_room');
      await s.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      // A writing history dated before the exam began (a forged or skewed clock) is placed at the entry.
      t.is((await send(Date.now() - 3_600_000)).body.stored, 1);
      const entry = await f.app.core
        .db('assessment_exam_history')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee1, type: 'EXAM_ENTER' })
        .first('created_at');
      const stored = await f.app.core
        .db('assessment_exam_signals')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee1 })
        .first('at');
      t.is(new Date(stored.at).getTime(), new Date(entry.created_at).getTime());
      // The room's last flush right after finishing is taken; a minute later nothing is.
      await s.post(`/api/exam/${f.examIndex}/finish`);
      t.is((await send(Date.now())).status, 200);
      await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: f.ids.examinee1 })
        .update({ last_finished_time: new Date(Date.now() - 120_000) });
      const late = await send(Date.now());
      t.is(late.status, 403);
      t.is(late.body.err.code, 'finished');
      t.is(
        Number(
          (await f.app.core
            .db('assessment_exam_signals')
            .where({ exam_id: f.examIndex, user_id: f.ids.examinee1, kind: 'edit' })
            .count('* as n')
            .first())!.n,
        ),
        2,
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'face-detection model files come from the npm package; video endpoints answer 503 without a media server',
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const s = await f.as('examinee1');
      const manifest = await s.get('/api/exam/face-model/tiny_face_detector_model-weights_manifest.json');
      t.is(manifest.status, 200);
      t.true(Array.isArray(manifest.body));
      t.is(
        (await s.request('GET', '/api/exam/face-model/tiny_face_detector_model.bin')).headers.get(
          'content-type',
        ),
        'application/octet-stream',
      );
      t.is((await s.get('/api/exam/face-model/..%2Fpackage.json')).status, 404);
      const exam = await s.get(`/api/exam/${f.examIndex}`);
      if (!process.env.JANUS_HTTP_URL) {
        t.false(exam.body.video.available);
        t.is(
          (await s.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`)).status,
          503,
        );
        return;
      }
      // With Janus: meeting info of §3, mobile info by the QR token, recording started.
      t.true(exam.body.video.available);
      const info = await s.get(`/api/peerConnection?examIndex=${f.examIndex}&userId=${f.ids.examinee1}`);
      t.is(info.body.meeting.ExternalMeetingId, `${f.examIndex}-${f.ids.examinee1}`);
      t.is(typeof info.body.meeting.MeetingId, 'string');
      const mobile = await s.get(`/api/peerConnection/mobileMeetInfo?token=${exam.body.examData.token}`);
      t.is(mobile.body.mobile.meeting.ExternalMeetingId, `${f.examIndex}-${f.ids.examinee1}`);
      const sup = await f.as('watcher');
      t.is((await sup.post(`/api/peerConnection/examIndex/${f.examIndex}/media-files`)).body.recording, true);
      t.is(
        (
          await sup.post('/api/peerConnection/list', {
            examIndex: f.examIndex,
            targetUserList: [f.ids.examinee1],
          })
        ).body.data.length,
        1,
      );
      t.deepEqual(
        (await sup.get(`/api/peerConnection/infos?examIndex=${f.examIndex}`)).body.mediaDeviceType,
        ['webcam', 'screen'],
      );
    } finally {
      await f.app.stop();
    }
  },
);
