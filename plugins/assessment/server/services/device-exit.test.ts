import test, { type ExecutionContext } from 'ava';
import { examFixture, openSocket } from '../test-support/exam-fixture.ts';
import { createExamGate } from './gate.ts';

const dropWebcam = {
  videoStatus: 'NOT_ALL_DEVICE_CONNECTED',
  disconnectedDevices: { webcam: true, screen: false },
};
const allBack = {
  videoStatus: 'ALL_DEVICE_CONNECTED',
  disconnectedDevices: { webcam: false, screen: false },
};

/**
 * While the countdown runs answers are saved; the stored deadline is then moved into the past (as
 * time would) and from zero on the server refuses answers, whether or not the browser has left yet.
 */
async function runOutTheCountdown(
  t: ExecutionContext,
  f: Awaited<ReturnType<typeof examFixture>>,
  uid: number,
) {
  const gate = createExamGate(f.app.core.db);
  t.deepEqual(
    await gate.canSave(uid, f.examIndex),
    { allowed: true },
    'the countdown runs: answers are still saved',
  );
  await f.app.core
    .db('assessment_exam_members')
    .where({ exam_id: f.examIndex, user_id: uid })
    .update({ will_exit_at: new Date(Date.now() - 1000) });
  t.deepEqual(await gate.canSave(uid, f.examIndex), { allowed: false, reason: 'device_lost' });
  return gate;
}

test('when the exitTimer runs out the examinee leaves for the device step: EXAM_LEAVE (device_lost) reaches supervisors; re-entering is EXAM_REENTER', async (t) => {
  const f = await examFixture({ examinees: 2 });
  try {
    const uid = f.ids.examinee1;
    const examinee = await f.as('examinee1', 'en');
    const supervisor = await f.as('watcher');
    const socket = await openSocket(f.app.url, supervisor.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
    socket.subscribe(`exam:${f.examIndex}:supervisors`);
    await socket.waitFor((m) => m.type === 'subscribed');
    await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
    t.is((await examinee.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
    const history = async () =>
      (await f.app.core
        .db('assessment_exam_history')
        .where({ exam_id: f.examIndex, user_id: uid })
        .orderBy('id')
        .pluck('type')) as string[];

    // Nothing down: no timer to run out, nothing recorded.
    const idle = await examinee.post(`/api/exam/${f.examIndex}/device-exit`);
    t.is(idle.status, 409);
    t.is(idle.body.err.code, 'no_exit_timer');
    t.is(idle.body.err.message, 'No device is disconnected; you stay in the exam room.');

    // The webcam drops: too early to leave while the countdown runs.
    t.is((await examinee.post(`/api/exam/${f.examIndex}/video-status`, dropWebcam)).status, 200);
    const early = await examinee.post(`/api/exam/${f.examIndex}/device-exit`);
    t.is(early.status, 409);
    t.is(early.body.err.code, 'exit_timer_running');

    // Others may not end someone's countdown: the supervisor is no examinee, another examinee has none.
    t.is((await supervisor.post(`/api/exam/${f.examIndex}/device-exit`)).status, 403);
    t.is((await (await f.as('examinee2')).post(`/api/exam/${f.examIndex}/device-exit`)).status, 409);
    t.deepEqual(await history(), ['EXAM_ENTER']);

    // The grace period is over (the stored deadline moved into the past, as time would).
    const gate = await runOutTheCountdown(t, f, uid);
    const left = await examinee.post(`/api/exam/${f.examIndex}/device-exit`);
    t.is(left.status, 200);
    t.deepEqual(left.body.lostDevices, ['webcam']);
    t.is(left.body.state.examStatus, 'BROWSER_LEAVED');
    t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE']);
    const told = await socket.waitFor(
      (m) => m.event === 'exam.history' && (m.data as { reason?: string }).reason === 'device_lost',
    );
    t.like(told.data as object, { userId: uid, type: 'EXAM_LEAVE', devices: ['webcam'] });
    const status = await socket.waitFor(
      (m) =>
        m.event === 'exam.status' &&
        (m.data as { state: { examStatus: string } }).state.examStatus === 'BROWSER_LEAVED',
    );
    t.deepEqual((status.data as { exitTimer: unknown }).exitTimer, {
      willExitAt: null,
      disconnectedDevices: { webcam: true, mobile: false, screen: false },
    });
    const live = (
      await supervisor.get(`/api/exam/${f.examIndex}/live-exam-status?lectureIndex=${f.lectureSeq}`)
    ).body.data.find((u: { id: number }) => u.id === uid);
    t.like(live, {
      status: 'EXAM_BROWSER_LEAVED',
      exitTimer: { willExitAt: null, disconnectedDevices: { webcam: true } },
    });

    t.deepEqual(
      await gate.canSubmit(uid, f.examIndex),
      { allowed: false, reason: 'device_lost' },
      'nor after leaving, while the webcam is down',
    );
    // Leaving once is enough: a second call is refused and records nothing.
    t.is((await examinee.post(`/api/exam/${f.examIndex}/device-exit`)).body.err.code, 'not_in_exam_room');
    t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE']);

    // Back through the waiting room with the webcam working again.
    t.is((await examinee.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
    t.is((await examinee.post(`/api/exam/${f.examIndex}/video-status`, allBack)).status, 200);
    t.deepEqual(await history(), ['EXAM_ENTER', 'EXAM_LEAVE', 'EXAM_REENTER']);
    t.deepEqual(
      await gate.canSave(uid, f.examIndex),
      { allowed: true },
      'the webcam is back: the journalled answers are saved',
    );
    const back = (
      await supervisor.get(`/api/exam/${f.examIndex}/live-exam-status?lectureIndex=${f.lectureSeq}`)
    ).body.data.find((u: { id: number }) => u.id === uid);
    t.like(back, {
      status: 'TAKING_EXAM',
      exitTimer: { willExitAt: null, disconnectedDevices: { webcam: false, mobile: false, screen: false } },
    });
    socket.close();
  } finally {
    await f.app.stop();
  }
});

test('a device that comes back before zero cancels the countdown: the examinee stays in the exam room', async (t) => {
  const f = await examFixture({ examinees: 1 });
  try {
    const uid = f.ids.examinee1;
    const examinee = await f.as('examinee1', 'ja');
    await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
    await examinee.post(`/api/exam/${f.examIndex}/enter`);
    await examinee.post(`/api/exam/${f.examIndex}/video-status`, dropWebcam);
    await examinee.post(`/api/exam/${f.examIndex}/video-status`, allBack);
    // Even a deadline that has passed means nothing once the device is back.
    await f.app.core
      .db('assessment_exam_members')
      .where({ exam_id: f.examIndex, user_id: uid })
      .update({ will_exit_at: new Date(Date.now() - 1000) });
    const stay = await examinee.post(`/api/exam/${f.examIndex}/device-exit`);
    t.is(stay.status, 409);
    t.is(stay.body.err.code, 'no_exit_timer');
    t.is(stay.body.err.message, '切断されたデバイスがないため、試験室にそのまま残ります。');
    const row = await f.app.core
      .db('assessment_exam_members')
      .where({ exam_id: f.examIndex, user_id: uid })
      .first('exam_status');
    t.is(row.exam_status, 'ENTERED');
    t.deepEqual(
      await f.app.core
        .db('assessment_exam_history')
        .where({ exam_id: f.examIndex, user_id: uid })
        .pluck('type'),
      ['EXAM_ENTER'],
    );
  } finally {
    await f.app.stop();
  }
});

test('a phone that stays away sends the examinee to the device step too; the examinee hears the countdown end on their own topic', async (t) => {
  const f = await examFixture({ examinees: 1 });
  try {
    await f.app.core
      .db('assessment_exams')
      .where({ id: f.examIndex })
      .update({ devices: JSON.stringify({ webcam: 'required', screen: 'off', mobile: 'required' }) });
    const uid = f.ids.examinee1;
    const examinee = await f.as('examinee1');
    await examinee.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: true });
    await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
    await examinee.post(`/api/exam/${f.examIndex}/enter`);
    await examinee.post(`/api/exam/${f.examIndex}/video-status`, allBack);
    const own = await openSocket(f.app.url, examinee.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
    own.subscribe(`exam:${f.examIndex}:user:${uid}`);
    await own.waitFor((m) => m.type === 'subscribed');

    t.true(
      (await examinee.post(`/api/exam/${f.examIndex}/mobile-status`, { connected: false })).body.exitTimer
        .disconnectedDevices.mobile,
    );
    await runOutTheCountdown(t, f, uid);
    const left = await examinee.post(`/api/exam/${f.examIndex}/device-exit`);
    t.is(left.status, 200);
    t.deepEqual(left.body.lostDevices, ['mobile']);
    const ended = await own.waitFor(
      (m) =>
        m.event === 'exam.exit-timer' &&
        (m.data as { exitTimer: { willExitAt: unknown } }).exitTimer.willExitAt === null,
    );
    t.like(ended.data as object, { exitTimer: { disconnectedDevices: { mobile: true } } });
    own.close();
  } finally {
    await f.app.stop();
  }
});
