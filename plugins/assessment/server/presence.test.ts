import test from 'ava';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';
import { browserLeaveGraceMs } from './services/presence.ts';

const settle = () => new Promise((r) => setTimeout(r, 150));

test.serial(
  'a lost exam browser is seen on the server: the last socket closing records EXAM_LEAVE, BROWSER_LEAVED and the exitTimer, across instances',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const other = await f.app.another();
      const uid = f.ids.examinee1;
      const supervisor = await f.as('watcher');
      const examinee = await f.as('examinee1', undefined, other);
      await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      t.is((await examinee.post(`/api/exam/${f.examIndex}/enter`)).status, 200);

      const sup = await openSocket(f.app.url, supervisor.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');
      // Two tabs of the exam page on the second instance: closing one is not leaving.
      const tabs = [];
      for (let i = 0; i < 2; i++) {
        const s = await openSocket(other.url, examinee.cookie('sd_sid')!, `${f.host}:${other.port}`);
        s.subscribe(`exam:${f.examIndex}:examinees`);
        await s.waitFor((m) => m.type === 'subscribed');
        tabs.push(s);
      }
      await settle();
      tabs[0].close();
      await settle();
      t.false(
        sup.messages.some((m) => m.event === 'exam.history'),
        'one tab still holds the exam',
      );

      const start = Date.now();
      tabs[1].close();
      const history = await sup.waitFor((m) => m.event === 'exam.history', browserLeaveGraceMs + 5000);
      const took = Date.now() - start;
      t.true(took >= browserLeaveGraceMs - 100, `a reload's grace period first (${took} ms)`);
      t.true(took < browserLeaveGraceMs + 1000, `then the supervisors hear it within a second (${took} ms)`);
      t.like(history.data as object, { userId: uid, type: 'EXAM_LEAVE' });
      const status = await sup.waitFor(
        (m) =>
          m.event === 'exam.status' &&
          (m.data as { state: { examStatus: string } }).state.examStatus === 'BROWSER_LEAVED',
      );
      const data = status.data as {
        state: { status: string };
        exitTimer: { willExitAt: number; disconnectedDevices: Record<string, boolean> };
      };
      t.is(data.state.status, 'EXAM_BROWSER_LEAVED');
      t.deepEqual(data.exitTimer.disconnectedDevices, { webcam: true, screen: true, mobile: false });
      t.true(data.exitTimer.willExitAt > Date.now());

      const live = (await supervisor.get(`/api/exam/${f.examIndex}/live-exam-status?start=0&length=10`)).body;
      const row = JSON.stringify(live);
      t.true(row.includes('BROWSER_LEAVED'));
      const types = (
        await f.app.core
          .db('assessment_exam_history')
          .where({ exam_id: f.examIndex, user_id: uid })
          .orderBy('id')
      ).map((h) => h.type);
      t.deepEqual(types, ['EXAM_ENTER', 'EXAM_LEAVE']);

      // The page's own goodbye after the server saw the loss records nothing twice.
      t.deepEqual((await examinee.post(`/api/exam/${f.examIndex}/leave`)).body, { ignored: true });
      // Coming back: the socket clears the exitTimer; entering again is EXAM_REENTER.
      const back = await openSocket(other.url, examinee.cookie('sd_sid')!, `${f.host}:${other.port}`);
      back.subscribe(`exam:${f.examIndex}:examinees`);
      await back.waitFor((m) => m.type === 'subscribed');
      await settle();
      t.is((await examinee.post(`/api/exam/${f.examIndex}/enter`)).body.history.type, 'EXAM_REENTER');
      const state = (await examinee.get(`/api/exam/${f.examIndex}`)).body.examState;
      t.is(state.exitTimer.willExitAt, null);
      back.close();
      sup.close();
      await settle();
    } finally {
      await f.app.stop();
    }
  },
);

test.serial('a socket closing in the waiting room is not leaving the exam', async (t) => {
  const f = await examFixture({ examinees: 1 });
  try {
    const examinee = await f.as('examinee1');
    await examinee.post(`/api/exam/${f.examIndex}/waiting-step`, { step: 'DEVICE_CHECK' });
    const s = await openSocket(f.app.url, examinee.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
    s.subscribe(`exam:${f.examIndex}:examinees`);
    await s.waitFor((m) => m.type === 'subscribed');
    await settle();
    s.close();
    await settle();
    const row = await f.app.core
      .db('assessment_exam_members')
      .where({ exam_id: f.examIndex, user_id: f.ids.examinee1 })
      .first();
    t.is(row.exam_status, 'IN_WAITING_ROOM');
    t.is(row.live_sockets, 0);
    t.is((await f.app.core.db('assessment_exam_history').where({ exam_id: f.examIndex })).length, 0);
  } finally {
    await f.app.stop();
  }
});

test.serial(
  "a reload is not a leave: a new exam socket within the grace period keeps the examinee in; the page's goodbye with no comeback is one EXAM_LEAVE",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const uid = f.ids.examinee1;
      const examinee = await f.as('examinee1');
      await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      await examinee.post(`/api/exam/${f.examIndex}/enter`);
      const open = async () => {
        const s = await openSocket(f.app.url, examinee.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
        s.subscribe(`exam:${f.examIndex}:examinees`);
        await s.waitFor((m) => m.type === 'subscribed');
        return s;
      };
      const history = async () =>
        (
          await f.app.core
            .db('assessment_exam_history')
            .where({ exam_id: f.examIndex, user_id: uid })
            .orderBy('id')
        ).map((h) => h.type);
      const pastGrace = () => new Promise((r) => setTimeout(r, browserLeaveGraceMs + 700));

      // A reload: goodbye, the old socket goes, the new page's socket comes.
      const first = await open();
      t.is((await examinee.post(`/api/exam/${f.examIndex}/leave`, { goodbye: true })).status, 202);
      first.close();
      await settle();
      const second = await open();
      await pastGrace();
      t.deepEqual(await history(), ['EXAM_ENTER'], 'a reload is not a leave');

      // The tab closes: goodbye and the socket going, recorded once.
      t.is((await examinee.post(`/api/exam/${f.examIndex}/leave`, { goodbye: true })).status, 202);
      second.close();
      await pastGrace();
      t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE']);
      const row = await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: uid })
        .first('exam_status');
      t.is(row.exam_status, 'BROWSER_LEAVED');
    } finally {
      await f.app.stop();
    }
  },
);
