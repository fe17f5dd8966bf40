import test from 'ava';
import {
  accessHistoryTypes,
  applyStatusUpdate,
  deriveDisplayStatus,
  displayStatusGroups,
  displayStatuses,
  examStatuses,
  examStatusKeys,
  initialExamineeStatus,
  videoStatusKeys,
  type DisplayStatus,
  type ExamineeStatusState,
} from './exam-status.ts';

test('status keys: supervisor-view camelCase → control-room names', (t) => {
  t.deepEqual(examStatusKeys, {
    neverEntered: 'NEVER_ENTERED',
    inWaitingRoom: 'IN_WAITING_ROOM',
    entered: 'ENTERED',
    finished: 'FINISHED',
    browserLeaved: 'BROWSER_LEAVED',
  });
  t.deepEqual(videoStatusKeys, {
    allDeviceConnected: 'ALL_DEVICE_CONNECTED',
    notAllDeviceConnected: 'NOT_ALL_DEVICE_CONNECTED',
  });
  t.deepEqual(displayStatusGroups.beforeEntering, ['NEVER_ENTERED_EXAM_ROOM', 'IN_WAITING_ROOM']);
  t.deepEqual(displayStatusGroups.entered, ['TAKING_EXAM', 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE']);
  t.deepEqual(displayStatusGroups.exited, ['FINISHED_EXAM', 'EXAM_BROWSER_LEAVED']);
  t.is(displayStatuses.length, 6);
  t.deepEqual(accessHistoryTypes, ['EXAM_ENTER', 'EXAM_REENTER', 'EXAM_FINISHED', 'EXAM_LEAVE']);
});

test('derivation table, every exam status × every video status', (t) => {
  const expected: Record<string, [DisplayStatus, DisplayStatus]> = {
    ENTERED: ['TAKING_EXAM', 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE'],
    IN_WAITING_ROOM: ['IN_WAITING_ROOM', 'IN_WAITING_ROOM'],
    FINISHED: ['FINISHED_EXAM', 'FINISHED_EXAM'],
    NEVER_ENTERED: ['NEVER_ENTERED_EXAM_ROOM', 'NEVER_ENTERED_EXAM_ROOM'],
    BROWSER_LEAVED: ['EXAM_BROWSER_LEAVED', 'EXAM_BROWSER_LEAVED'],
  };
  for (const status of examStatuses) {
    t.is(deriveDisplayStatus(status, 'ALL_DEVICE_CONNECTED'), expected[status][0], status);
    t.is(deriveDisplayStatus(status, 'NOT_ALL_DEVICE_CONNECTED'), expected[status][1], status);
  }
});

test('video status defaults to not all connected; unknown exam statuses are never entered', (t) => {
  t.is(deriveDisplayStatus('ENTERED'), 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE');
  t.is(deriveDisplayStatus('ENTERED', undefined), 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE');
  t.is(deriveDisplayStatus('ENTERED', 'whatever'), 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE');
  for (const odd of ['', 'entered', 'SOMETHING', null, undefined])
    t.is(deriveDisplayStatus(odd, 'ALL_DEVICE_CONNECTED'), 'NEVER_ENTERED_EXAM_ROOM');
  t.is(initialExamineeStatus().videoStatus, 'NOT_ALL_DEVICE_CONNECTED');
});

const entered = (): ExamineeStatusState =>
  applyStatusUpdate(initialExamineeStatus(), { kind: 'examStatus', examStatus: 'ENTERED' });

test('ENTERED marks enteredExamAtLeastOnce; NEVER_ENTERED after that becomes BROWSER_LEAVED', (t) => {
  const s = initialExamineeStatus();
  t.false(s.enteredExamAtLeastOnce);
  t.is(
    applyStatusUpdate(s, { kind: 'examStatus', examStatus: 'NEVER_ENTERED' }).examStatus,
    'NEVER_ENTERED',
    'not entered yet: stays',
  );
  const e = entered();
  t.true(e.enteredExamAtLeastOnce);
  const left = applyStatusUpdate(e, { kind: 'examStatus', examStatus: 'NEVER_ENTERED' });
  t.is(left.examStatus, 'BROWSER_LEAVED');
  t.is(left.status, 'EXAM_BROWSER_LEAVED');
  t.true(
    applyStatusUpdate(left, { kind: 'examStatus', examStatus: 'FINISHED' }).enteredExamAtLeastOnce,
    'the mark stays',
  );
});

test('a waiting-step update forces IN_WAITING_ROOM; any other status clears the step', (t) => {
  const w = applyStatusUpdate(initialExamineeStatus(), { kind: 'waitingStep', step: 'DEVICE_CHECK' });
  t.is(w.examStatus, 'IN_WAITING_ROOM');
  t.is(w.status, 'IN_WAITING_ROOM');
  t.is(w.currentWaitingStep, 'DEVICE_CHECK');
  t.is(
    applyStatusUpdate(w, { kind: 'examStatus', examStatus: 'IN_WAITING_ROOM' }).currentWaitingStep,
    'DEVICE_CHECK',
    'IN_WAITING_ROOM keeps it',
  );
  for (const s of ['ENTERED', 'FINISHED', 'NEVER_ENTERED', 'BROWSER_LEAVED']) {
    t.is(applyStatusUpdate(w, { kind: 'examStatus', examStatus: s }).currentWaitingStep, null, s);
  }
  const fromExam = applyStatusUpdate(entered(), { kind: 'waitingStep', step: 'AGREEMENT' });
  t.is(fromExam.examStatus, 'IN_WAITING_ROOM', 'even from the exam');
  t.is(applyStatusUpdate(w, { kind: 'history', type: 'EXAM_ENTER', at: 'x' }).currentWaitingStep, null);
});

test('video status updates re-derive the display status', (t) => {
  const on = applyStatusUpdate(entered(), { kind: 'videoStatus', videoStatus: 'ALL_DEVICE_CONNECTED' });
  t.is(on.status, 'TAKING_EXAM');
  const off = applyStatusUpdate(on, { kind: 'videoStatus', videoStatus: undefined });
  t.is(off.videoStatus, 'NOT_ALL_DEVICE_CONNECTED');
  t.is(off.status, 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE');
  t.is(
    applyStatusUpdate(initialExamineeStatus(), { kind: 'videoStatus', videoStatus: 'ALL_DEVICE_CONNECTED' })
      .status,
    'NEVER_ENTERED_EXAM_ROOM',
  );
});

test('access history: FINISHED and LEAVE set status and times; ENTER and REENTER enter', (t) => {
  const fin = applyStatusUpdate(entered(), {
    kind: 'history',
    type: 'EXAM_FINISHED',
    at: '2025-01-01T10:00:00.000Z',
  });
  t.is(fin.examStatus, 'FINISHED');
  t.is(fin.status, 'FINISHED_EXAM');
  t.is(fin.lastFinishedTime, '2025-01-01T10:00:00.000Z');
  t.is(fin.lastExamLeaveTime, null);
  const leave = applyStatusUpdate(entered(), {
    kind: 'history',
    type: 'EXAM_LEAVE',
    at: '2025-01-01T09:00:00.000Z',
  });
  t.is(leave.examStatus, 'BROWSER_LEAVED');
  t.is(leave.lastExamLeaveTime, '2025-01-01T09:00:00.000Z');
  t.is(leave.lastFinishedTime, null);
  for (const type of ['EXAM_ENTER', 'EXAM_REENTER'] as const) {
    const s = applyStatusUpdate(leave, { kind: 'history', type, at: 'x' });
    t.is(s.examStatus, 'ENTERED', type);
    t.true(s.enteredExamAtLeastOnce);
    t.is(s.lastExamLeaveTime, '2025-01-01T09:00:00.000Z', 'earlier times stay');
  }
});

test('updates keep the other fields of a supervised user', (t) => {
  const user = { ...initialExamineeStatus(), id: 7, name: '정하준', paused: true };
  const next = applyStatusUpdate(user, { kind: 'examStatus', examStatus: 'ENTERED' });
  t.is(next.id, 7);
  t.is(next.name, '정하준');
  t.true(next.paused);
  t.not(next, user, 'a new object');
  t.is(user.examStatus, 'NEVER_ENTERED', 'the old one is untouched');
});
