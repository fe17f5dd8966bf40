import test from 'ava';
import { assessmentMessages } from './messages.ts';
import { assessmentMessagesKo, assessmentResultCodes, validateAssessment } from './assessment-validation.ts';
import { dDayLabel, eventPeriodState, eventPeriodView } from './event-period.ts';
import { levelTestState, levelTestStates, levelVerificationStates } from './levels.ts';
import {
  checkStep,
  currentWaitingStep,
  devicesDone,
  initialExitTimer,
  nextDeviceIndex,
  updateExitTimer,
  type DeviceCheck,
} from './waiting-room.ts';
import { examDeadline, formatClock, minutesToMs, remainingMs } from './exam-time.ts';

test('assessment codes 0–4 and the Korean messages as written', (t) => {
  t.deepEqual(assessmentResultCodes, {
    normal: 0,
    nameEmpty: 1,
    nameExceedLength: 2,
    descriptionEmpty: 3,
    descriptionExceedLength: 4,
  });
  const ko = (title: string | null, description: string | null) => {
    const r = validateAssessment({ title, description });
    return [r.valid, r.code, r.messageKey && assessmentMessages.ko[r.messageKey]];
  };
  t.deepEqual(ko('', '소개'), [false, 1, '필수 입력 항목을 채워주세요.']);
  t.deepEqual(ko('   ', '소개'), [false, 1, '필수 입력 항목을 채워주세요.']);
  t.deepEqual(ko(null, '소개'), [false, 1, '필수 입력 항목을 채워주세요.']);
  t.deepEqual(ko('가'.repeat(61), '소개'), [false, 2, '평가 제목은 60자가 넘을 수 없습니다.']);
  t.deepEqual(ko('가'.repeat(60), ''), [false, 3, '필수 입력 항목을 채워주세요.']);
  t.deepEqual(ko('제목', '나'.repeat(100)), [false, 4, '평가 한 줄 소개는 100자를 넘길 수 없습니다.']);
  t.deepEqual(ko('가'.repeat(60), '나'.repeat(99)), [true, 0, null]);
  t.is(assessmentMessagesKo[2], assessmentMessages.ko['assessment.validation.titleLength']);
  t.is(assessmentMessages.en['assessment.validation.required'], 'Please fill in the required entry');
  for (const lng of ['en', 'ja'] as const)
    t.deepEqual(Object.keys(assessmentMessages[lng]).sort(), Object.keys(assessmentMessages.ko).sort(), lng);
});

const day = 86_400_000;
test('event period: open only, both dates with D-day, close only, finished, none', (t) => {
  const now = Date.UTC(2025, 0, 10);
  t.true(eventPeriodState({ open: new Date(now - 1) }, now).proceeding);
  t.true(eventPeriodState({ open: new Date(now) }, now).proceeding, 'now ≥ open');
  t.false(eventPeriodState({ open: new Date(now + 1) }, now).proceeding);
  const both = eventPeriodState({ open: new Date(now - day), close: new Date(now + 3 * day) }, now);
  t.deepEqual(both, { proceeding: true, finished: false, dDay: 3 });
  t.false(
    eventPeriodState({ open: new Date(now - day), close: new Date(now) }, now).proceeding,
    'now < close',
  );
  t.true(eventPeriodState({ close: new Date(now + 1) }, now).proceeding);
  const over = eventPeriodState({ close: new Date(now - day) }, now);
  t.deepEqual(over, { proceeding: false, finished: true, dDay: -1 });
  t.false(
    eventPeriodState({ open: new Date(now + day), close: new Date(now + 2 * day) }, now).finished,
    'not yet open is not finished',
  );
  t.false(eventPeriodState({ open: new Date(now + day) }, now).finished, 'no close date: never finished');
  t.true(eventPeriodState(null, now).proceeding);
  t.true(eventPeriodState({ close: new Date(now - day) }, now, false).proceeding, 'without an event period');
});

test('level test and verification states', (t) => {
  t.deepEqual(levelTestStates, { END: 0, ONGOING: 1, SCHEDULE: 2 });
  t.deepEqual(levelVerificationStates, {
    NOT_VERIFIED: 0,
    VERIFIED: 1,
    NEED_REVERIFICATION: 2,
    VERIFICATION_FAILED: 3,
  });
  const w = { startAt: new Date(1000), endAt: new Date(2000) };
  t.is(levelTestState(w, 999), 2);
  t.is(levelTestState(w, 1000), 1);
  t.is(levelTestState(w, 2000), 0);
});

test('waiting steps: the current step is the first unchecked', (t) => {
  const steps = [
    { key: 'A', checked: false },
    { key: 'B', checked: false },
    { key: 'C', checked: false },
  ];
  t.is(currentWaitingStep(steps), 'A');
  t.is(currentWaitingStep(checkStep(steps, 'B')), 'A', 'checking a later step does not skip the first');
  t.is(currentWaitingStep(checkStep(checkStep(steps, 'A'), 'B')), 'C');
  t.is(currentWaitingStep(steps.map((s) => ({ ...s, checked: true }))), null);
});

test('device modal: auto-advance to the next unchecked, unpassed device at or after the current; close otherwise', (t) => {
  const d = (checked: boolean, passed: boolean, type: DeviceCheck['type']): DeviceCheck => ({
    type,
    checked,
    passed,
  });
  const devices = [d(true, false, 'webcam'), d(false, true, 'mobile'), d(false, false, 'screen')];
  t.is(nextDeviceIndex(devices, 0), 2);
  t.is(nextDeviceIndex(devices, 2), 2, 'at the current one');
  t.is(
    nextDeviceIndex([d(false, false, 'webcam'), d(true, false, 'mobile'), d(true, false, 'screen')], 1),
    null,
    'only earlier ones remain: close',
  );
  t.is(nextDeviceIndex(devices, 0, false), null, 'auto-advance off: close');
  t.is(
    nextDeviceIndex(
      devices.map((x) => ({ ...x, checked: true })),
      0,
    ),
    null,
  );
  t.true(devicesDone([d(true, false, 'webcam'), d(false, true, 'mobile')], { webcam: true, mobile: false }));
  t.false(
    devicesDone([d(true, false, 'webcam'), d(false, true, 'mobile')], { webcam: true, mobile: true }),
    'a required device cannot be passed',
  );
});

test('exit timer: infinite by default, starts on the first disconnect, clears when all are back', (t) => {
  const t0 = initialExitTimer();
  t.is(t0.willExitAt, Infinity);
  const down = updateExitTimer(t0, 'webcam', false, 1000);
  t.is(down.willExitAt, 61_000);
  t.true(down.disconnectedDevices.webcam);
  const both = updateExitTimer(down, 'screen', false, 5000);
  t.is(both.willExitAt, 61_000, 'the first disconnect sets the clock');
  t.is(
    updateExitTimer(updateExitTimer(both, 'webcam', true, 6000), 'screen', true, 7000).willExitAt,
    Infinity,
  );
  t.is(updateExitTimer(t0, 'mobile', false, 1000, 20_000).willExitAt, 21_000, "an exam's own grace period");
});

test('exam clock: extra time and paused time are given back; minutes → ms', (t) => {
  const clock = { startAt: 0, endAt: 60_000, extraTime: 0, pausedTotalMs: 0, pausedAt: null };
  t.is(examDeadline(clock, 10_000), 60_000);
  t.is(examDeadline({ ...clock, extraTime: 300_000 }, 10_000), 360_000);
  const paused = { ...clock, pausedAt: 10_000 };
  t.is(remainingMs(paused, 10_000), 50_000);
  t.is(remainingMs(paused, 40_000), 50_000, 'a paused clock does not run down');
  t.is(remainingMs({ ...clock, pausedTotalMs: 30_000 }, 40_000), 50_000);
  t.is(minutesToMs('5'), 300_000);
  t.is(minutesToMs('5.9'), 300_000, 'base-10 integer');
  t.is(minutesToMs('abc'), null);
  t.is(minutesToMs(0), null);
  t.is(formatClock(3_723_000), '01:02:03');
});

test('event period view: open only, both dates with D-day, close only, finished, upcoming, always', (t) => {
  const now = Date.UTC(2025, 0, 10);
  const view = (p: { open?: Date | null; close?: Date | null }, use = true) =>
    eventPeriodView(p, eventPeriodState(p, now, use));
  const at = (ms: number) => new Date(now + ms);
  t.deepEqual(view({ open: at(-day) }), { kind: 'openOnly', open: at(-day).toISOString() });
  t.deepEqual(view({ open: at(-day), close: at(3 * day) }), {
    kind: 'both',
    open: at(-day).toISOString(),
    close: at(3 * day).toISOString(),
    dDay: 3,
  });
  t.deepEqual(view({ close: at(day) }), { kind: 'closeOnly', close: at(day).toISOString() });
  t.deepEqual(view({ open: at(-2 * day), close: at(-day) }), {
    kind: 'finished',
    close: at(-day).toISOString(),
  });
  t.deepEqual(view({ close: at(-day) }), { kind: 'finished', close: at(-day).toISOString() });
  t.deepEqual(view({ open: at(day), close: at(2 * day) }), { kind: 'upcoming', open: at(day).toISOString() });
  t.deepEqual(view({ open: at(day) }), { kind: 'upcoming', open: at(day).toISOString() });
  t.deepEqual(view({}, false), { kind: 'always' });
  t.deepEqual([3, 0, -2].map(dDayLabel), ['D-3', 'D-Day', 'D+2']);
});
