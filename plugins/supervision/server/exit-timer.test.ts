import test from 'ava';
import { examFixture, openSocket } from '@seodang/plugin-assessment/testing';

test('a device dropped in the exam browser starts the exitTimer that supervisors see (live status and event); reconnecting clears it', async (t) => {
  const f = await examFixture({ examinees: 1 });
  try {
    const uid = f.ids.examinee1;
    const supervisor = await f.as('watcher');
    const examinee = await f.as('examinee1');
    await examinee.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
    t.is((await examinee.post(`/api/exam/${f.examIndex}/enter`)).status, 200);
    const socket = await openSocket(f.app.url, supervisor.cookie('sd_sid')!, `${f.host}:${f.app.port}`);
    socket.subscribe(`exam:${f.examIndex}:supervisors`);
    await socket.waitFor((m) => m.type === 'subscribed');
    const live = async () =>
      (await supervisor.get(`/api/exam/${f.examIndex}/live-exam-status?lectureIndex=${f.lectureSeq}`)).body
        .data[0];

    const before = Date.now();
    const dropped = await examinee.post(`/api/exam/${f.examIndex}/video-status`, {
      videoStatus: 'NOT_ALL_DEVICE_CONNECTED',
      disconnectedDevices: { webcam: true, screen: false },
    });
    t.is(dropped.status, 200);
    const event = await socket.waitFor(
      (m) => m.event === 'exam.status' && !!(m.data as { exitTimer?: unknown }).exitTimer,
    );
    const timer = (
      event.data as { exitTimer: { willExitAt: number; disconnectedDevices: Record<string, boolean> } }
    ).exitTimer;
    t.deepEqual(timer.disconnectedDevices, { webcam: true, mobile: false, screen: false });
    t.true(
      timer.willExitAt >= before + 60_000 && timer.willExitAt <= Date.now() + 60_000,
      'the grace period starts at the drop',
    );
    t.like(await live(), { status: 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE', exitTimer: timer });

    // A second device dropping later keeps the first deadline.
    await examinee.post(`/api/exam/${f.examIndex}/video-status`, {
      videoStatus: 'NOT_ALL_DEVICE_CONNECTED',
      disconnectedDevices: { webcam: true, screen: true },
    });
    t.like(await live(), {
      exitTimer: {
        willExitAt: timer.willExitAt,
        disconnectedDevices: { webcam: true, mobile: false, screen: true },
      },
    });

    // Everything back: no countdown.
    await examinee.post(`/api/exam/${f.examIndex}/video-status`, {
      videoStatus: 'ALL_DEVICE_CONNECTED',
      disconnectedDevices: { webcam: false, screen: false },
    });
    t.like(await live(), {
      status: 'TAKING_EXAM',
      exitTimer: { willExitAt: null, disconnectedDevices: { webcam: false, mobile: false, screen: false } },
    });
    socket.close();
  } finally {
    await f.app.stop();
  }
});
