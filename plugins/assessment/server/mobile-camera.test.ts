import test from 'ava';
import { randomUUID } from 'node:crypto';
import { examFixture, openSocket } from './test-support/exam-fixture.ts';

test.serial(
  "mobile camera: the QR token gives the examinee's own mobile meeting info, and nothing to others, to bad or expired tokens",
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await f.as('examinee1');
      const token = (await s.get(`/api/exam/${f.examIndex}`)).body.examData.token as string;
      const bad = await s.get('/api/peerConnection/mobileMeetInfo?token=not-a-token');
      t.is(bad.status, 400, 'a malformed token is refused at the edge');
      t.deepEqual(
        (await s.get(`/api/peerConnection/mobileMeetInfo?token=${randomUUID()}`)).body,
        { mobile: null },
        'an unknown token yields no info',
      );
      t.deepEqual(
        (await (await f.as('student_member')).get(`/api/peerConnection/mobileMeetInfo?token=${token}`)).body,
        { mobile: null },
        'not an examinee',
      );
      t.deepEqual(
        (await (await f.as('watcher')).get(`/api/peerConnection/mobileMeetInfo?token=${token}`)).body,
        { mobile: null },
        'a supervisor is no examinee',
      );
      if (process.env.JANUS_HTTP_URL) {
        const mine = await s.get(`/api/peerConnection/mobileMeetInfo?token=${token}`);
        t.is(mine.body.mobile.meeting.ExternalMeetingId, `${f.examIndex}-${f.ids.examinee1}`);
        t.is(mine.body.mobile.feeds.mobile, 'mobile');
        const other = await (
          await f.as('examinee2')
        ).get(`/api/peerConnection/mobileMeetInfo?token=${token}`);
        t.is(
          other.body.mobile.meeting.ExternalMeetingId,
          `${f.examIndex}-${f.ids.examinee2}`,
          "the same QR code on another examinee's phone is that examinee's own feed",
        );
        t.not(other.body.mobile.janus.room, mine.body.mobile.janus.room, "in that examinee's own room");
        t.not(other.body.mobile.janus.pin, mine.body.mobile.janus.pin);
      } else {
        t.is((await s.get(`/api/peerConnection/mobileMeetInfo?token=${token}`)).status, 503);
      }
      await s.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      await s.post(`/api/exam/${f.examIndex}/finish`);
      t.deepEqual(
        (await s.get(`/api/peerConnection/mobileMeetInfo?token=${token}`)).body,
        { mobile: null },
        "the QR code expires with the examinee's exam",
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "mobile camera: the phone's connection reaches the waiting room and the supervisors; only the examinee reports it, never after the end",
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await f.as('examinee1');
      const uid = f.ids.examinee1;
      const room = await openSocket(f.app.url, s.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
      room.subscribe(`exam:${f.examIndex}:user:${uid}`);
      await room.waitFor((m) => m.type === 'subscribed');
      const sup = await openSocket(
        f.app.url,
        (await f.as('watcher')).cookie('sd_sid')!,
        `${f.host}:${f.app.port}`,
      );
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');

      t.false((await s.get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected);
      t.is(
        (await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: 'yes' })).status,
        400,
        'bad input',
      );
      t.false(
        (await s.get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected,
        'bad input changes nothing',
      );
      t.is(
        (
          await (
            await f.as('student_member')
          ).post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true })
        ).status,
        403,
      );
      t.is(
        (await (await f.as('watcher')).post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true }))
          .status,
        403,
      );

      t.deepEqual((await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true })).body, {
        connected: true,
      });
      t.deepEqual((await room.waitFor((m) => m.event === 'exam.mobile')).data, { connected: true });
      t.deepEqual((await sup.waitFor((m) => m.event === 'exam.mobile')).data, {
        userId: uid,
        connected: true,
      });
      t.true(
        (await s.get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected,
        'a reloaded waiting room still sees it',
      );
      t.false(
        (await (await f.as('examinee2')).get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected,
        "one examinee's phone is not another's",
      );

      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false });
      t.false((await s.get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected);
      room.close();
      sup.close();

      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ start_at: new Date(Date.now() - 7_200_000), end_at: new Date(Date.now() - 60_000) });
      const late = await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      t.is(late.status, 403);
      t.is(late.body.err.code, 'ended');
      t.is(
        (await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false })).status,
        200,
        'a phone may always say it left',
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  "mobile camera during the exam: a lost phone starts the exitTimer and downgrades the video status; its return ends them; the browser's reports keep it",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ devices: JSON.stringify({ webcam: 'required', screen: 'off', mobile: 'required' }) });
      const s = await f.as('examinee1');
      const uid = f.ids.examinee1;
      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      await s.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      t.is(
        (await s.post(`/api/exam/${f.examIndex}/video-status`, { videoStatus: 'ALL_DEVICE_CONNECTED' })).body
          .state.status,
        'TAKING_EXAM',
      );
      const sup = await openSocket(
        f.app.url,
        (await f.as('watcher')).cookie('sd_sid')!,
        `${f.host}:${f.app.port}`,
      );
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');

      const lost = await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false });
      t.true(lost.body.exitTimer.disconnectedDevices.mobile);
      t.true(lost.body.exitTimer.willExitAt > Date.now(), 'the grace period runs');
      const status = await sup.waitFor((m) => m.event === 'exam.status');
      t.like(status.data as object, {
        userId: uid,
        state: { videoStatus: 'NOT_ALL_DEVICE_CONNECTED' },
        exitTimer: { disconnectedDevices: { mobile: true } },
      });
      // The exam browser still has its webcam: its report does not hide the lost phone.
      const browser = await s.post(`/api/exam/${f.examIndex}/video-status`, {
        videoStatus: 'ALL_DEVICE_CONNECTED',
      });
      t.is(browser.body.state.videoStatus, 'NOT_ALL_DEVICE_CONNECTED');
      t.true(browser.body.exitTimer.disconnectedDevices.mobile);

      const back = await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      t.deepEqual(back.body.exitTimer, {
        willExitAt: null,
        disconnectedDevices: { webcam: false, mobile: false, screen: false },
      });
      const live = await (
        await f.as('watcher')
      ).get(`/api/exam/${f.examIndex}/live-exam-status?start=0&length=10`);
      t.like(live.body.data[0], { id: uid, status: 'TAKING_EXAM' });
      sup.close();
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'mobile camera: a phone that dies without a goodbye is seen when its last socket goes; a second phone page keeps it; a goodbye afterwards changes nothing',
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      await f.app.core
        .db('assessment_exams')
        .where({ id: f.examIndex })
        .update({ devices: JSON.stringify({ webcam: 'required', screen: 'off', mobile: 'required' }) });
      const s = await f.as('examinee1');
      const uid = f.ids.examinee1;
      const settle = () => new Promise((r) => setTimeout(r, 150));
      const phoneSocket = async () => {
        const socket = await openSocket(f.app.url, s.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
        socket.subscribe(`exam:${f.examIndex}:mobile`);
        await socket.waitFor((m) => m.type === 'subscribed');
        return socket;
      };
      // Only the examinee's own phone may hold the phone's presence topic.
      const intruder = await openSocket(
        f.app.url,
        (await f.as('student_member')).cookie('sd_sid')!,
        `${f.host}:${f.app.port}`,
      );
      intruder.subscribe(`exam:${f.examIndex}:mobile`);
      t.is((await intruder.waitFor((m) => m.type === 'error' || m.type === 'subscribed')).type, 'error');
      intruder.close();

      const first = await phoneSocket();
      await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
      await s.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      const sup = await openSocket(
        f.app.url,
        (await f.as('watcher')).cookie('sd_sid')!,
        `${f.host}:${f.app.port}`,
      );
      sup.subscribe(`exam:${f.examIndex}:supervisors`);
      await sup.waitFor((m) => m.type === 'subscribed');

      // A second phone page (the QR code opened again) overlaps the first: the first going is no loss.
      const second = await phoneSocket();
      await settle();
      first.close();
      await settle();
      t.true(
        (await s.get(`/api/exam/${f.examIndex}`)).body.examState.mobileConnected,
        'one phone page still holds the camera',
      );

      second.close();
      t.deepEqual(
        (await sup.waitFor((m) => m.event === 'exam.mobile')).data,
        { userId: uid, connected: false },
        'the supervisors hear it',
      );
      const lost = await sup.waitFor(
        (m) =>
          m.event === 'exam.status' &&
          (m.data as { exitTimer?: { disconnectedDevices: { mobile: boolean } } }).exitTimer
            ?.disconnectedDevices.mobile === true,
      );
      const willExitAt = (lost.data as { exitTimer: { willExitAt: number } }).exitTimer.willExitAt;
      t.true(willExitAt > Date.now(), 'the exitTimer runs');
      const state = (await s.get(`/api/exam/${f.examIndex}`)).body.examState;
      t.false(state.mobileConnected);
      t.is(state.exitTimer.willExitAt, willExitAt);

      // The page's goodbye arriving late neither restarts the countdown nor tells anyone twice.
      const before = sup.messages.length;
      t.deepEqual((await s.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false })).body, {
        connected: false,
      });
      await settle();
      t.is(sup.messages.length, before);
      t.is((await s.get(`/api/exam/${f.examIndex}`)).body.examState.exitTimer.willExitAt, willExitAt);
      const row = await f.app.core
        .db('assessment_exam_members')
        .where({ exam_id: f.examIndex, user_id: uid })
        .first('mobile_sockets');
      t.is(row.mobile_sockets, 0);
      sup.close();
    } finally {
      await f.app.stop();
    }
  },
);
