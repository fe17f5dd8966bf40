import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

test.serial(
  'an exam sets how long a lost device may take to come back: validated, kept by an editor that does not send it, told to the examinee, and the exitTimer runs for that long',
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const teacher = await f.as('teacher', 'ko');
      const path = `/api/assessment/${f.lectureSeq}/exam/${f.examIndex}`;
      const manage = async () =>
        (await teacher.get(`/api/assessment/${f.lectureSeq}/manage`)).body.data.exams[0];
      const current = await manage();
      t.is(current.deviceGraceSeconds, 60, 'a new exam gives a minute');
      const body = (extra: Record<string, unknown>) => ({
        title: current.title,
        startAt: current.startAt,
        endAt: current.endAt,
        devices: { webcam: 'required', screen: 'off', mobile: 'required' },
        quizzes: current.quizzes,
        ...extra,
      });

      for (const bad of [10, 601, 20.5, '30']) {
        const r = await teacher.put(path, body({ deviceGraceSeconds: bad }));
        t.is(r.status, 400, `refused: ${JSON.stringify(bad)}`);
        t.true(
          JSON.stringify(r.body).includes('장치 재연결 시간은 15초에서 600초 사이의 정수로 입력해 주세요.'),
          JSON.stringify(r.body),
        );
      }
      t.is((await manage()).deviceGraceSeconds, 60, 'bad input changes nothing');
      t.is((await teacher.put(path, body({ deviceGraceSeconds: 20 }))).status, 200);
      t.is((await manage()).deviceGraceSeconds, 20);
      t.is((await teacher.put(path, body({}))).status, 200);
      t.is((await manage()).deviceGraceSeconds, 20, 'an editor that does not send it leaves it as it is');

      const s = await f.as('examinee1');
      t.is(
        (await s.get(`/api/exam/${f.examIndex}`)).body.examData.deviceGraceSeconds,
        20,
        'the waiting room can tell the examinee',
      );
      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      await s.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      const before = Date.now();
      const lost = (await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false })).body
        .exitTimer;
      t.true(
        lost.willExitAt >= before + 20_000 && lost.willExitAt <= Date.now() + 20_000,
        `the countdown is the exam's 20 s (${lost.willExitAt - before} ms)`,
      );
      // The browser's webcam dropping too keeps the first drop's countdown.
      const both = (
        await s.post(`/api/exam/${f.examIndex}/video-status`, {
          videoStatus: 'NOT_ALL_DEVICE_CONNECTED',
          disconnectedDevices: { webcam: true },
        })
      ).body.exitTimer;
      t.is(both.willExitAt, lost.willExitAt);
    } finally {
      await f.app.stop();
    }
  },
);
