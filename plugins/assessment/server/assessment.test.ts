import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

test.serial(
  "assessment validation: codes and messages of §5, in the caller's language; registration period required",
  async (t) => {
    const f = await examFixture({ examinees: 1 });
    try {
      const teacher = await f.as('teacher');
      const period = { registerOpen: '2025-01-01T00:00:00Z', registerClose: '2025-02-01T00:00:00Z' };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '', description: '소개' }, 'nameEmpty', '필수 입력 항목을 채워주세요.'],
        [
          { title: '가'.repeat(61), description: '소개' },
          'nameExceedLength',
          '평가 제목은 60자가 넘을 수 없습니다.',
        ],
        [{ title: '제목', description: '' }, 'descriptionEmpty', '필수 입력 항목을 채워주세요.'],
        [
          { title: '제목', description: '나'.repeat(100) },
          'descriptionExceedLength',
          '평가 한 줄 소개는 100자를 넘길 수 없습니다.',
        ],
        // However long: the §5 code and message, never a generic length error.
        [
          { title: '가'.repeat(1000), description: '소개' },
          'nameExceedLength',
          '평가 제목은 60자가 넘을 수 없습니다.',
        ],
        [
          { title: '제목', description: '나'.repeat(1000) },
          'descriptionExceedLength',
          '평가 한 줄 소개는 100자를 넘길 수 없습니다.',
        ],
      ];
      for (const [body, code, message] of cases) {
        const r = await teacher.post('/api/assessment', { ...body, ...period });
        t.is(r.status, 400);
        t.deepEqual([r.body.err.code, r.body.err.message], [code, message]);
      }
      const en = await f.as('teacher', 'en');
      t.is(
        (await en.post('/api/assessment', { title: '', description: 'x', ...period })).body.err.message,
        'Please fill in the required entry',
      );
      const before = (await teacher.get('/api/assessment/manage/my')).body.data.length;
      const noPeriod = await teacher.post('/api/assessment', { title: '제목', description: '소개' });
      t.is(noPeriod.status, 400, 'registration period is required');
      t.is(noPeriod.body.err.message, '접수 기간을 입력해 주세요.');
      t.deepEqual(
        noPeriod.body.err.fields.map((f: { path: string }) => f.path),
        ['body.registerOpen', 'body.registerClose'],
      );
      t.is(
        (
          await en.post('/api/assessment', {
            title: '제목',
            description: '소개',
            registerOpen: '',
            registerClose: '2025-02-01',
          })
        ).body.err.message,
        'Please enter the registration period.',
      );
      t.is(
        (
          await en.post('/api/assessment', {
            title: '제목',
            description: '소개',
            registerOpen: 'soon',
            registerClose: '2025-02-01',
          })
        ).body.err.message,
        'Please enter the date in the correct format.',
      );
      t.is(
        (await teacher.get('/api/assessment/manage/my')).body.data.length,
        before,
        'refused input creates nothing',
      );
      const ok = await teacher.post('/api/assessment', {
        title: '가'.repeat(60),
        description: '나'.repeat(99),
        ...period,
      });
      t.is(ok.status, 201);
      t.is(ok.body.result, 0);
      const student = await f.as('examinee1');
      t.is(
        (await student.post('/api/assessment', { title: '학생', description: '안 됨', ...period })).status,
        403,
      );
      t.true(
        (await teacher.get('/api/assessment/manage/my')).body.data.some(
          (a: { lectureSeq: number }) => a.lectureSeq === ok.body.data.lectureSeq,
        ),
      );
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'waiting room → agreement → can-enter → enter, re-enter, leave, finish; history and statuses by the shared rules',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await f.as('examinee1');
      const uid = f.ids.examinee1;
      const data = await s.get(`/api/exam/${f.examIndex}`);
      t.is(data.body.examData.index, f.examIndex);
      t.deepEqual(
        data.body.examData.quizzes.map((q: { quizId: string }) => q.quizId),
        ['q1', 'q2'],
      );
      t.is(typeof data.body.currentServerTime, 'number');
      t.is(data.body.examState.status, 'NEVER_ENTERED_EXAM_ROOM');
      t.deepEqual((await s.get(`/api/exam/${f.examIndex}/can-enter`)).body, {
        canEnter: false,
        reason: 'no_agreement',
      });
      t.is((await s.post(`/api/exam/${f.examIndex}/enter`)).status, 403, 'no entry without the agreement');
      t.is(
        (await s.post(`/api/exam/${f.examIndex}/waiting-step`, { step: 'DEVICE_CHECK' })).body.state
          .examStatus,
        'IN_WAITING_ROOM',
      );
      t.is(
        (await s.post('/api/exam/agreement', { userId: f.ids.examinee2, examIndex: f.examIndex })).status,
        403,
        'not for someone else',
      );
      await s.post('/api/exam/agreement', { userId: uid, examIndex: f.examIndex });
      t.true((await s.get(`/api/exam/agreement?userId=${uid}&examIndex=${f.examIndex}`)).body.result);
      t.deepEqual((await s.get(`/api/exam/${f.examIndex}/can-enter`)).body, { canEnter: true, reason: null });
      const enter = await s.post(`/api/exam/${f.examIndex}/enter`);
      t.is(enter.body.history.type, 'EXAM_ENTER');
      t.is(enter.body.state.status, 'TAKING_EXAM_BUT_VIDEO_UNAVAILABLE');
      t.is(enter.body.state.currentWaitingStep, null);
      t.is(
        (await s.post(`/api/exam/${f.examIndex}/video-status`, { videoStatus: 'ALL_DEVICE_CONNECTED' })).body
          .state.status,
        'TAKING_EXAM',
      );
      t.is((await s.post(`/api/exam/${f.examIndex}/leave`)).body.history.type, 'EXAM_LEAVE');
      const re = await s.post(`/api/exam/${f.examIndex}/enter`);
      t.is(re.body.history.type, 'EXAM_REENTER');
      t.is((await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: '1번 먼저' })).status, 200);
      const fin = await s.post(`/api/exam/${f.examIndex}/finish`);
      t.is(fin.body.state.status, 'FINISHED_EXAM');
      t.truthy(fin.body.state.lastFinishedTime);
      t.is(
        (await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'late' })).body.err.code,
        'finished',
      );
      t.deepEqual((await s.get(`/api/exam/${f.examIndex}/can-enter`)).body, {
        canEnter: false,
        reason: 'finished',
      });
      const watcher = await f.as('watcher');
      const hist = await watcher.get(`/api/exam/${f.examIndex}/access-history`);
      t.deepEqual(
        hist.body.data.map((h: { type: string }) => h.type),
        ['EXAM_FINISHED', 'EXAM_REENTER', 'EXAM_LEAVE', 'EXAM_ENTER'],
      );
      t.deepEqual(
        (await watcher.get(`/api/exam/${f.examIndex}/access-history?type=ENTER`)).body.data.map(
          (h: { type: string }) => h.type,
        ),
        ['EXAM_REENTER', 'EXAM_ENTER'],
      );
      const live = await watcher.get(
        `/api/exam/${f.examIndex}/live-exam-status?search[value]=name_examinee1&start=0&length=10`,
      );
      t.is(live.body.recordsTotal, 2);
      t.is(live.body.recordsFiltered, 1);
      t.like(live.body.data[0], {
        id: uid,
        isPaused: false,
        extraTime: 0,
        status: 'FINISHED_EXAM',
        enteredExamAtLeastOnce: true,
      });
    } finally {
      await f.app.stop();
    }
  },
);

test.serial(
  'server-side gate: pause blocks save and submit, resume gives paused time back, extra time moves the deadline',
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s = await f.as('examinee1');
      await s.post('/api/exam/agreement', { userId: f.ids.examinee1, examIndex: f.examIndex });
      await s.post(`/api/exam/${f.examIndex}/enter`);
      const sup = await f.as('watcher');
      const before = (await s.get(`/api/exam/${f.examIndex}`)).body.examState.deadline;
      t.deepEqual(
        (await sup.post('/api/exam/pause', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] })).body
          .userIds,
        [f.ids.examinee1],
      );
      const paused = await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'memo' });
      t.is(paused.status, 403);
      t.is(paused.body.err.code, 'paused');
      t.is((await s.post(`/api/exam/${f.examIndex}/finish`)).body.err.code, 'paused');
      t.true((await s.get(`/api/exam/${f.examIndex}`)).body.examState.isPaused);
      await new Promise((r) => setTimeout(r, 300));
      await sup.post('/api/exam/resume', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] });
      const after = (await s.get(`/api/exam/${f.examIndex}`)).body.examState;
      t.false(after.isPaused);
      t.true(after.deadline - before >= 250, `paused time given back (${after.deadline - before} ms)`);
      const ext = await sup.post('/api/exam/extra-time', {
        examIndex: f.examIndex,
        studentIds: [f.ids.examinee1],
        extraTime: 300_000,
      });
      t.is(ext.body.fail, 0);
      const extended = (await s.get(`/api/exam/${f.examIndex}`)).body.examState;
      t.is(extended.extraTime, 300_000);
      t.true(Math.abs(extended.deadline - after.deadline - 300_000) < 50);
      t.is(
        (await s.put(`/api/exam/${f.examIndex}/memo`, { quizId: 'q1', text: 'after resume' })).status,
        200,
      );
      // Answers are the workspace's: the assessment's own answer route is gone.
      t.is((await s.put(`/api/exam/${f.examIndex}/answer/q1`, { content: 'x', clientSeq: 3 })).status, 404);
      t.false(
        await f.app.core.db.schema.hasTable('assessment_exam_answers'),
        'migration 004 dropped the old answer table',
      );
      const scores = await s.get(`/api/exam/${f.examIndex}/scores`);
      // Without the workspace plugin there are no submissions to read: a failure the exam room shows (§8).
      t.is(scores.status, 503);
      t.is(scores.body.err.code, 'scores_unavailable');
    } finally {
      await f.app.stop();
    }
  },
);

test.serial('no saving before the start or after the end', async (t) => {
  const early = await examFixture({ examinees: 1, startOffsetMin: 10, endOffsetMin: 60 });
  try {
    const s = await early.as('examinee1');
    await s.post('/api/exam/agreement', { userId: early.ids.examinee1, examIndex: early.examIndex });
    t.is((await s.get(`/api/exam/${early.examIndex}/can-enter`)).body.reason, 'not_started');
    t.is(
      (await s.put(`/api/exam/${early.examIndex}/memo`, { quizId: 'q1', text: 'x' })).body.err.code,
      'not_started',
    );
    // The exam ends: moving its window to the past.
    await early.app.core
      .db('assessment_exams')
      .where({ id: early.examIndex })
      .update({ start_at: new Date(Date.now() - 7_200_000), end_at: new Date(Date.now() - 60_000) });
    t.is(
      (await s.put(`/api/exam/${early.examIndex}/memo`, { quizId: 'q1', text: 'x' })).body.err.code,
      'ended',
    );
    const sup = await early.as('watcher');
    await sup.post('/api/exam/extra-time', {
      examIndex: early.examIndex,
      studentIds: [early.ids.examinee1],
      extraTime: 120_000,
    });
    t.is(
      (await s.put(`/api/exam/${early.examIndex}/memo`, { quizId: 'q1', text: 'x' })).status,
      200,
      'extra time reopens saving',
    );
  } finally {
    await early.app.stop();
  }
});

test.serial(
  "permissions: examinees never reach others' data or the supervisor API; supervisors only their exam",
  async (t) => {
    const f = await examFixture({ examinees: 2 });
    try {
      const s1 = await f.as('examinee1');
      const e2 = f.ids.examinee2;
      for (const [method, path, body] of [
        ['get', `/api/exam/${f.examIndex}/live-exam-status`],
        ['get', `/api/exam/${f.examIndex}/access-history`],
        ['get', `/api/exam/${f.examIndex}/access-history?type=ENTER`],
        ['get', `/api/exam/${f.examIndex}/report/${e2}`],
        ['get', `/api/exam/${f.examIndex}/report/${f.ids.examinee1}`],
        ['get', `/api/exam/${f.examIndex}/report/${e2}/recordings`],
        ['get', `/api/exam/${f.examIndex}/report/${e2}/recordings/1`],
        ['get', `/api/exam/${f.examIndex}/identification/photo?userId=${e2}`],
        ['get', `/api/peerConnection/infos?examIndex=${f.examIndex}&groupIndex=all`],
        ['post', '/api/peerConnection/list', { examIndex: f.examIndex, targetUserList: [e2] }],
        ['post', `/api/peerConnection/examIndex/${f.examIndex}/media-files`, {}],
        ['post', '/api/exam/resume', { examIndex: f.examIndex, studentIds: [f.ids.examinee1] }],
        ['get', `/api/exam/${f.examIndex}/scores?userId=${e2}`],
        ['get', `/api/exam/agreement?userId=${e2}&examIndex=${f.examIndex}`],
        ['get', `/api/peerConnection?examIndex=${f.examIndex}&userId=${e2}`],
        ['post', '/api/exam/pause', { examIndex: f.examIndex, studentIds: [e2] }],
        [
          'post',
          '/api/exam/extra-time',
          { examIndex: f.examIndex, studentIds: [f.ids.examinee1], extraTime: 60_000 },
        ],
        ['post', '/api/exam/reload', { examIndex: f.examIndex, studentIds: [e2] }],
        ['post', '/api/exam/identification/check', { examIndex: f.examIndex, userId: f.ids.examinee1 }],
        ['post', `/api/noticeMsg/${f.examSequence}/create`, { target: 'all', title: '', contents: 'x' }],
        ['get', `/api/supervisionGroup?examIndex=${f.examIndex}`],
        ['post', '/api/supervisionGroup', { supervisionGroupName: 'x', examIndex: f.examIndex }],
      ] as const) {
        const r = method === 'get' ? await s1.get(path) : await s1.post(path, body);
        t.is(r.status, 403, `${method} ${path}`);
      }
      // A channel member who is neither examinee nor supervisor sees nothing of the exam.
      const member = await f.as('student_member');
      t.is((await member.get(`/api/exam/${f.examIndex}`)).status, 403);
      t.is((await member.get(`/api/exam/${f.examIndex}/can-enter`)).status, 403);
      // Another teacher's exam is not this supervisor's.
      const other = await f.as('other_teacher');
      const a = await other.post('/api/assessment', {
        title: '다른 평가',
        description: '다른 시험',
        registerOpen: '2025-01-01',
        registerClose: '2030-01-01',
      });
      const otherExam = (
        await other.post(`/api/assessment/${a.body.data.lectureSeq}/exam`, {
          title: '다른 시험',
          startAt: new Date(Date.now() - 60_000).toISOString(),
          endAt: new Date(Date.now() + 3_600_000).toISOString(),
          quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
          examineeIds: [f.ids.examinee2],
        })
      ).body.data.index;
      const watcher = await f.as('watcher');
      t.is((await watcher.get(`/api/exam/${otherExam}/live-exam-status`)).status, 403);
      for (const path of [
        `/api/exam/${otherExam}/report/${e2}`,
        `/api/exam/${otherExam}/scores?userId=${e2}`,
        `/api/exam/${otherExam}/report/${e2}/recordings`,
        `/api/exam/${otherExam}/identification/photo?userId=${e2}`,
        `/api/exam/agreement?userId=${e2}&examIndex=${otherExam}`,
        `/api/exam/${otherExam}/access-history`,
      ]) {
        t.is((await watcher.get(path)).status, 403, `another exam: ${path}`);
      }
      t.is((await watcher.post('/api/exam/pause', { examIndex: otherExam, studentIds: [e2] })).status, 403);
      t.is((await watcher.get(`/api/exam/${f.examIndex}/live-exam-status`)).status, 200);
      // A supervisor cannot pause someone who is not an examinee of their exam.
      const r = await watcher.post('/api/exam/pause', {
        examIndex: f.examIndex,
        studentIds: [f.ids.student_member],
      });
      t.deepEqual(r.body.userIds, []);
      // The exam data an examinee gets carries no other examinee.
      const mine = await s1.get(`/api/exam/${f.examIndex}`);
      t.false(JSON.stringify(mine.body).includes('examinee2'));
      // Outside the channel the exam does not exist.
      const publicClient = f.app.client();
      await publicClient.login('examinee1', 'Test#pass1');
      t.is((await publicClient.get(`/api/exam/${f.examIndex}`)).status, 404);
    } finally {
      await f.app.stop();
    }
  },
);
