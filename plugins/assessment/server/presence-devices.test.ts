import test from 'ava';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';
import { browserLeaveGraceMs } from './services/presence.ts';

/** A closed exam page has left once the reload grace period is over. */
const pastLeaveGrace = () => new Promise((r) => setTimeout(r, browserLeaveGraceMs + 500));
const settle = () => new Promise((r) => setTimeout(r, 150));

test.serial(
  'a lost exam browser merges its devices into the exitTimer: a phone that is down stays down and the countdown keeps the first drop',
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ devices: JSON.stringify({ webcam: 'required', screen: 'required', mobile: 'required' }) });
      const uid = f.ids.examinee1;
      const s = await f.as('examinee1');
      await s.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      t.is((await s.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
      const timerOf = async () =>
        (await s.get(`/api/exam/${f.examIndex}`)).body.examState.exitTimer as {
          willExitAt: number | null;
          disconnectedDevices: Record<string, boolean>;
        };
      const browser = async () => {
        const socket = await openSocket(f.app.url, s.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
        socket.subscribe(`exam:${f.examIndex}:examinees`);
        socket.subscribe(`exam:${f.examIndex}:user:${uid}`);
        await socket.waitFor((m) => m.type === 'subscribed');
        await settle();
        return socket;
      };
      let page = await browser();

      // The phone connects, then drops: the countdown starts, and the exam page hears it.
      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      const dropped = (await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false })).body
        .exitTimer;
      t.deepEqual(dropped.disconnectedDevices, { webcam: false, screen: false, mobile: true });
      const firstDrop = dropped.willExitAt as number;
      t.true(firstDrop > Date.now());
      const heard = await page.waitFor(
        (m) =>
          m.event === 'exam.exit-timer' &&
          (m.data as { exitTimer: { disconnectedDevices: { mobile: boolean } } }).exitTimer
            .disconnectedDevices.mobile,
      );
      t.is((heard.data as { exitTimer: { willExitAt: number } }).exitTimer.willExitAt, firstDrop);

      // The browser goes too: its devices join the phone's, the countdown is not restarted.
      await new Promise((r) => setTimeout(r, 50));
      page.close();
      await pastLeaveGrace();
      const lost = await timerOf();
      t.deepEqual(lost.disconnectedDevices, { webcam: true, screen: true, mobile: true });
      t.is(lost.willExitAt, firstDrop, 'the exitTimer starts at the first drop');

      // The browser is back: its devices are up again, the phone is still down, the countdown stays.
      page = await browser();
      const back = await timerOf();
      t.deepEqual(back.disconnectedDevices, { webcam: false, screen: false, mobile: true });
      t.is(back.willExitAt, firstDrop);
      t.is(
        (
          await f.app.core
            .db('assessment_exam_members')
            .where({ exam_id: f.examIndex, user_id: uid })
            .first('live_sockets')
        ).live_sockets,
        1,
      );

      t.is((await s.post(`/api/exam/${f.examIndex}/enter`)).body.history.type, 'EXAM_REENTER');
      // The phone is back: nothing is down, no countdown.
      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      t.deepEqual(await timerOf(), {
        willExitAt: null,
        disconnectedDevices: { webcam: false, screen: false, mobile: false },
      });
      page.close();
      await pastLeaveGrace();
    } finally {
      await f.app.stop();
    }
  },
);
